import { refundPlan } from '../lifecycle/refundPlan'
import type { SimRequest } from '../model/types'
import { type CurrencyLookup, describeFunds } from './describeFunds'
import { toAmount } from './toAmount'

/**
 * `data.refundCurrencyData` of a refunded request: what the refund returned (the indexed deposit's
 * currency and amount, see refundPlan), not the quoted input; null unless the request was refunded.
 * Shared by the v3 and v2 records.
 */
export function toRefundCurrencyData(r: SimRequest, currencyOf?: CurrencyLookup) {
  if (r.status !== 'refund') return null
  const refunded = describeFunds(r, refundPlan(r), currencyOf)
  return toAmount(refunded.currency, refunded.amount, refunded.amountUsd)
}
