import type { SimRequest } from '../model/types'
import { formatUsd6 } from '../quote/formatUsd6'
import { usd6FromNumber } from '../quote/usd6FromNumber'
import { formatAmount } from './formatAmount'
import { isRefundTx } from './isRefundTx'
import { toCurrency } from './toCurrency'

/**
 * `data.fees` of a v3 request record: the per-component USD breakdown (`swap`, `execution`, `platform`,
 * `app`, `sponsored`), each `{usd, amount, amountFormatted}` in the input currency. `actual` repeats the
 * components once the request was executed (it has transactions out), otherwise only their `usd`.
 */
export function toFeesV3(r: SimRequest) {
  // Each USD figure in input units at the quoted input price: exact bigint arithmetic in micro-USD.
  const quotedIn = BigInt(r.amountIn)
  const quotedInUsd6 = usd6FromNumber(r.amountInUsd)
  const component = (usd: number) => {
    const usd6 = usd6FromNumber(usd)
    const amount = quotedInUsd6 > 0n ? ((usd6 * quotedIn) / quotedInUsd6).toString() : '0'
    return { usd: formatUsd6(usd6), amount, amountFormatted: formatAmount(amount, r.currencyIn) }
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
