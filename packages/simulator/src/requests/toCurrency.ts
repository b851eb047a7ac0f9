import type { Currency } from '../model/types'

/** The currency object of the interface, without the simulator's internal fields (price, flags). */
export function toCurrency(c: Currency): Currency {
  return {
    chainId: c.chainId,
    address: c.address,
    symbol: c.symbol,
    name: c.name,
    decimals: c.decimals,
    ...(c.metadata ? { metadata: c.metadata } : {}),
  }
}
