import type { Currency, SupportedCurrency } from '../model/types'

/** The interface's currency object of a supported currency (drops the simulator-only price fields). */
export function toPublicCurrency(currency: SupportedCurrency): Currency {
  return {
    chainId: currency.chainId,
    address: currency.address,
    symbol: currency.symbol,
    name: currency.name,
    decimals: currency.decimals,
    ...(currency.metadata ? { metadata: { ...currency.metadata } } : {}),
  }
}
