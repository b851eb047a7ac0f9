import type { RequestRecord, RequestRoute } from '@crosspay/core'

/** An amount of a record: smallest units, with the currency's symbol, decimals and chain. */
export type RecordAmount = { amount: string; symbol: string; decimals: number; chainId: number }

type Leg = RequestRoute['quoted']
type RouteAmount = { amount: string; currency: { symbol: string; decimals: number; chainId: number } }

const toAmount = (value: RouteAmount | undefined): RecordAmount | undefined =>
  value
    ? {
        amount: value.amount,
        symbol: value.currency.symbol,
        decimals: value.currency.decimals,
        chainId: value.currency.chainId,
      }
    : undefined

/**
 * What went in and what came (or is expected to come) out of a request, from its record's route: in is the
 * origin's input (actual, else quoted); out is the destination's output (same-chain: the origin's), `actual`
 * once delivered, else the quoted one with `expected: true`.
 */
export function readRequestAmounts(record: RequestRecord | undefined): {
  in: RecordAmount | undefined
  out: RecordAmount | undefined
  expected: boolean
} {
  const route = record?.data.route
  const side = (leg: Leg) => leg?.destination?.outputCurrency ?? leg?.origin?.outputCurrency
  const actualOut = record?.status === 'success' ? side(route?.actual) : undefined
  return {
    in: toAmount(route?.actual?.origin?.inputCurrency ?? route?.quoted?.origin?.inputCurrency),
    out: toAmount(actualOut ?? side(route?.quoted)),
    expected: !actualOut,
  }
}
