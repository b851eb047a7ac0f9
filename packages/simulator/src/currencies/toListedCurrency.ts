import type { ChainConfig, SupportedCurrency } from '../model/types'

/**
 * A currency as `POST /currencies/v2` and `GET /currencies/trending` list it: shape from the peer's client
 * (`@relayprotocol/relay-sdk`'s `paths['/currencies/v2']` response), not from the interface, which shows none.
 */
export function toListedCurrency(chain: ChainConfig, currency: SupportedCurrency) {
  return {
    chainId: currency.chainId,
    address: currency.address,
    symbol: currency.symbol,
    name: currency.name,
    decimals: currency.decimals,
    vmType: chain.vmType,
    metadata: {
      ...(currency.metadata?.logoURI ? { logoURI: currency.metadata.logoURI } : {}),
      verified: currency.metadata?.verified !== false,
      isNative: currency.isNative,
    },
  }
}
