import { addresses } from '../config/addresses'
import type { ChainConfig } from '../model/types'
import { supportsGasless } from './supportsGasless'

/**
 * The chain record of `GET /chains`, with every field the interface lists, and `gasless` (simulator-only): whether
 * `POST /execute` relays gasless batches there (`supportsGasless`: every EVM chain not disabled).
 */
export function toChainRecord(chain: ChainConfig) {
  const [native, ...others] = chain.currencies
  const verified = chain.currencies.filter((c) => c.metadata?.verified !== false)
  const strip = ({ priceUsd: _p, isNative: _n, isStablecoin: _s, ...c }: ChainConfig['currencies'][number]) =>
    c
  const erc20 = others.map((c) => ({
    ...strip(c),
    id: c.symbol.toLowerCase(),
    supportsBridging: true,
    withdrawalFee: 0,
    depositFee: 0,
    surgeEnabled: false,
  }))
  return {
    id: chain.id,
    name: chain.name,
    displayName: chain.displayName,
    httpRpcUrl: chain.httpRpcUrl,
    wsRpcUrl: chain.wsRpcUrl,
    explorerUrl: chain.explorerUrl,
    explorerName: chain.explorerName,
    depositEnabled: chain.depositEnabled,
    tokenSupport: 'All',
    disabled: chain.disabled,
    partialDisableLimit: 0,
    blockProductionLagging: chain.blockProductionLagging,
    currency: native ? { ...strip(native), id: native.symbol.toLowerCase(), supportsBridging: true } : null,
    withdrawalFee: 0,
    depositFee: 0,
    surgeEnabled: false,
    // Featured and solver currencies are the verified ones; erc20Currencies lists every token, unverified ones included.
    featuredTokens: verified.map((c) => ({
      ...strip(c),
      id: c.symbol.toLowerCase(),
      supportsBridging: true,
    })),
    erc20Currencies: erc20,
    solverCurrencies: verified.map((c) => ({ ...strip(c), id: c.symbol.toLowerCase() })),
    iconUrl: chain.iconUrl ?? `https://assets.crosspay.local/chains/${chain.name}.svg`,
    contracts: {
      multicall3: addresses.multicall3,
      multicaller: chain.depository,
      onlyOwnerMulticaller: chain.depository,
      relayReceiver: chain.depository,
      erc20Router: chain.approvalProxy,
      approvalProxy: chain.approvalProxy,
      v3: { erc20Router: chain.approvalProxy, approvalProxy: chain.approvalProxy },
    },
    vmType: chain.vmType,
    baseChainId: chain.vmType === 'evm' ? 1 : chain.id,
    solverAddresses: chain.solverAddresses,
    tags: chain.blockProductionLagging ? ['degraded'] : [],
    protocol: { v2: { chainId: chain.id, depository: chain.depository } },
    // Simulator-only (the real field is not shown): `POST /execute` relays gasless (EIP-7702) batches on this chain.
    gasless: supportsGasless(chain),
  }
}
