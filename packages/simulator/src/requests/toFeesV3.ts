import type { SimRequest } from '../model/types'
import { formatAmount } from './formatAmount'
import { isRefundTx } from './isRefundTx'
import { toCurrency } from './toCurrency'

/** Price of one whole unit of the input currency, from the quoted amounts. */
const inputPrice = (r: SimRequest) => {
  const units = Number(formatAmount(r.amountIn, r.currencyIn))
  return units > 0 ? r.amountInUsd / units : 0
}

/**
 * `data.fees` of a v3 request record: the per-component USD breakdown (`swap`, `execution`, `platform`,
 * `app`, `sponsored`), each `{usd, amount, amountFormatted}` in the input currency. `actual` repeats the
 * components once the request was executed (it has transactions out), otherwise only their `usd`.
 */
export function toFeesV3(r: SimRequest) {
  const price = inputPrice(r)
  const component = (usd: number) => {
    const amount =
      price > 0 ? BigInt(Math.round((usd / price) * 10 ** r.currencyIn.decimals)).toString() : '0'
    return { usd: usd.toFixed(6), amount, amountFormatted: formatAmount(amount, r.currencyIn) }
  }
  const c = r.feeComponentsUsd
  const quoted = {
    swap: component(c.swap),
    execution: component(c.execution),
    platform: component(c.platform),
    app: component(c.app),
    sponsored: component(c.sponsored),
  }
  // Charged once the request was filled or refunded; refunds of extra deposits alone charge nothing.
  const executed = r.status === 'refund' || r.outTxs.some((tx) => !isRefundTx(r, tx))
  const actual = executed
    ? quoted
    : Object.fromEntries(Object.entries(quoted).map(([k, v]) => [k, { usd: v.usd }]))
  return { quoted, actual, currency: toCurrency(r.currencyIn) }
}
