import { addresses } from './addresses'

/**
 * The ERC-20s of the simulated deployment, the same on every EVM chain (anvil deploys them, the virtual chains
 * simulate them): their metadata, whether an allowance must go back to zero before another non-zero value (USDT's
 * rule), and what anvil accounts #0–#5 hold of each.
 */
export const evmTokens = [
  {
    address: addresses.stablecoin,
    symbol: 'USDC',
    name: 'Simulated USD Coin',
    decimals: 6,
    zeroReset: false,
    userAmount: 100_000n * 10n ** 6n,
  },
  {
    address: addresses.weth,
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    zeroReset: false,
    userAmount: 100n * 10n ** 18n,
  },
  {
    address: addresses.usdt,
    symbol: 'USDT',
    name: 'Simulated Tether USD',
    decimals: 6,
    zeroReset: true,
    userAmount: 100_000n * 10n ** 6n,
  },
  {
    address: addresses.dai,
    symbol: 'DAI',
    name: 'Simulated Dai Stablecoin',
    decimals: 18,
    zeroReset: false,
    userAmount: 100_000n * 10n ** 18n,
  },
] as const

/** The token of the simulated deployment at `address`, if any. */
export const evmTokenAt = (address: string | null | undefined) =>
  evmTokens.find((t) => t.address.toLowerCase() === address?.toLowerCase())
