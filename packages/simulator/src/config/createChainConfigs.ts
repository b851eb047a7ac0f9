import type { ChainConfig, SupportedCurrency } from '../model/types'
import { addresses } from './addresses'
import { chainIds } from './chainIds'
import { defaultPrices } from './defaultPrices'
import { unverifiedTokens } from './unverifiedTokens'

/** Options for {@link createChainConfigs}. */
export interface CreateChainConfigsOptions {
  /**
   * RPC URLs of live chains by chain id (the anvil chains, and the LiteSVM Solana chain's facade, whose WebSocket
   * is on the same port); chains without one are virtual.
   */
  rpcUrls?: Record<number, string>
  /** USD prices by symbol. Defaults to {@link defaultPrices}. */
  prices?: Record<string, number>
  /** Base URL the simulator is served from, used for the virtual chains' RPC placeholders. */
  baseUrl?: string
  /**
   * Base URL the records name their verified icons under (`<iconBaseUrl>/icons/…`): a CDN or a host's relay that
   * serves the simulator's `/icons` routes. Defaults to `baseUrl` (the simulator serves them itself).
   */
  iconBaseUrl?: string
}

/** The icon the simulator serves for a verified currency (`GET /icons/<symbol>.svg`, registerIconRoutes). */
const iconAt = (base: string) => (symbol: string) => `${base}/icons/${symbol.toLowerCase()}.svg`

function evmCurrencies(chainId: number, prices: Record<string, number>, base: string): SupportedCurrency[] {
  const icon = iconAt(base)
  return [
    {
      chainId,
      address: addresses.native,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      metadata: { logoURI: icon('ETH'), verified: true, isNative: true },
      priceUsd: prices.ETH ?? 0,
      isNative: true,
      isStablecoin: false,
    },
    {
      chainId,
      address: addresses.stablecoin,
      symbol: 'USDC',
      name: 'Simulated USD Coin',
      decimals: 6,
      metadata: { logoURI: icon('USDC'), verified: true, isNative: false },
      priceUsd: prices.USDC ?? 1,
      isNative: false,
      isStablecoin: true,
    },
    // Deployed on anvil (nonces 9–11), simulated on virtual chains: what real step shapes need.
    token(chainId, addresses.weth, 'WETH', 'Wrapped Ether', 18, prices.ETH ?? 0, base),
    token(chainId, addresses.usdt, 'USDT', 'Simulated Tether USD', 6, prices.USDT ?? 1, base),
    token(chainId, addresses.dai, 'DAI', 'Simulated Dai Stablecoin', 18, prices.DAI ?? 1, base),
  ]
}

/** A verified ERC-20 of the simulated deployment. */
function token(
  chainId: number,
  address: string,
  symbol: string,
  name: string,
  decimals: number,
  priceUsd: number,
  base: string,
): SupportedCurrency {
  const icon = iconAt(base)
  return {
    chainId,
    address,
    symbol,
    name,
    decimals,
    metadata: { logoURI: icon(symbol), verified: true, isNative: false },
    priceUsd,
    isNative: false,
    isStablecoin: false,
  }
}

function svmCurrencies(chainId: number, prices: Record<string, number>, base: string): SupportedCurrency[] {
  const icon = iconAt(base)
  return [
    {
      chainId,
      address: addresses.svmNative,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      metadata: { logoURI: icon('SOL'), verified: true, isNative: true },
      priceUsd: prices.SOL ?? 0,
      isNative: true,
      isStablecoin: false,
    },
    {
      chainId,
      address: addresses.svmUsdc,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      metadata: { logoURI: icon('USDC'), verified: true, isNative: false },
      priceUsd: prices.USDC ?? 1,
      isNative: false,
      isStablecoin: true,
    },
  ]
}

/**
 * The simulated network: two EVM chains that can be live anvil chains (8453, 10), one disabled
 * chain, one lagging chain and one SVM chain (792703809) that can be the live LiteSVM chain. Pure: no I/O.
 */
export function createChainConfigs(options: CreateChainConfigsOptions = {}): ChainConfig[] {
  const prices = { ...defaultPrices, ...options.prices }
  const rpc = options.rpcUrls ?? {}
  const base = options.baseUrl ?? 'http://127.0.0.1:4000'
  const icons = options.iconBaseUrl ?? base
  const evm = (
    id: number,
    name: string,
    displayName: string,
    extra: Partial<ChainConfig> = {},
  ): ChainConfig => {
    const url = rpc[id]
    return {
      id,
      name,
      displayName,
      vmType: 'evm',
      httpRpcUrl: url ?? `${base}/__sim/rpc/${id}`,
      wsRpcUrl: url ? url.replace(/^http/, 'ws') : '',
      explorerUrl: `${base}/__sim/explorer/${id}`,
      explorerName: `${displayName} Explorer`,
      depositEnabled: true,
      disabled: false,
      blockProductionLagging: false,
      currencies: [...evmCurrencies(id, prices, icons), ...unverifiedTokens(id)],
      iconUrl: `${icons}/icons/chains/${name}.svg`,
      depository: addresses.depository,
      approvalProxy: addresses.depository,
      solverAddresses: [addresses.solver],
      live: Boolean(url),
      ...extra,
    }
  }
  return [
    evm(chainIds.base, 'base', 'Base (local)'),
    evm(chainIds.optimism, 'optimism', 'OP Mainnet (local)'),
    evm(chainIds.arbitrum, 'arbitrum', 'Arbitrum One (incident)', { disabled: true, depositEnabled: false }),
    evm(chainIds.zora, 'zora', 'Zora (lagging)', { blockProductionLagging: true }),
    {
      id: chainIds.solana,
      name: 'solana',
      displayName: rpc[chainIds.solana] ? 'Solana (local)' : 'Solana (simulated)',
      vmType: 'svm',
      httpRpcUrl: rpc[chainIds.solana] ?? `${base}/__sim/rpc/${chainIds.solana}`,
      wsRpcUrl: rpc[chainIds.solana]?.replace(/^http/, 'ws') ?? '',
      explorerUrl: `${base}/__sim/explorer/${chainIds.solana}`,
      explorerName: 'Solana Explorer',
      depositEnabled: true,
      disabled: false,
      blockProductionLagging: false,
      currencies: svmCurrencies(chainIds.solana, prices, icons),
      iconUrl: `${icons}/icons/chains/solana.svg`,
      depository: addresses.svmDepository,
      approvalProxy: addresses.svmDepository,
      solverAddresses: [addresses.svmSolver],
      live: Boolean(rpc[chainIds.solana]),
    },
  ]
}
