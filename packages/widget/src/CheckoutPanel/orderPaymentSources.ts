import type { SourceBalance } from './useSourceBalances'

/** A place the buyer can pay from, with whether its balance covers the payment. */
export type PaymentSourceOption = SourceBalance & {
  /** What paying from here costs (the quote's input, smallest units), once quoted. */
  cost: bigint | undefined
  /** `covers` (balance ≥ cost), `short` (balance < cost), `unknown` (not quoted yet, or no route). */
  coverage: 'covers' | 'short' | 'unknown'
  /** Same chain and token as the merchant's: a plain transfer. */
  direct: boolean
}

const rank = { covers: 0, unknown: 1, short: 2 } as const

/**
 * The buyer's balances as payment sources, ordered by whether each covers the payment (covering first, then not
 * yet known, then too small); among equals a direct transfer (same chain and token) first, then the owed token on other
 * chains (`owedSymbol`: no swap), then by chain and symbol.
 * `costs` holds the quoted input per source key (`chainId:address`, lower case); a native source must also keep
 * the quote's origin gas (`gas` per key).
 */
export function orderPaymentSources(
  balances: readonly SourceBalance[],
  owed: { chainId: number; currency: string },
  costs: ReadonlyMap<string, { cost: bigint; gas: bigint }>,
  owedSymbol?: string | undefined,
): PaymentSourceOption[] {
  return balances
    .map((b) => {
      const key = `${b.chain.id}:${b.token.address.toLowerCase()}`
      const quoted = costs.get(key)
      const direct =
        b.chain.id === owed.chainId && b.token.address.toLowerCase() === owed.currency.toLowerCase()
      const coverage: PaymentSourceOption['coverage'] = !quoted
        ? 'unknown'
        : b.balance >= quoted.cost + quoted.gas
          ? 'covers'
          : 'short'
      return { ...b, cost: quoted?.cost, coverage, direct }
    })
    .sort(
      (a, b) =>
        rank[a.coverage] - rank[b.coverage] ||
        Number(b.direct) - Number(a.direct) ||
        Number(b.token.symbol === owedSymbol) - Number(a.token.symbol === owedSymbol) ||
        a.chain.id - b.chain.id ||
        a.token.symbol.localeCompare(b.token.symbol),
    )
}
