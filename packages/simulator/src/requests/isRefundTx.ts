import type { SimRequest, SimTx } from '../model/types'

/**
 * Whether an outgoing transaction of `request` is a refund rather than a fill. The one classification
 * every record shape uses (`protocol.settlement.destination.fills/refunds`, the `fillTxHash` /
 * `refundTxHash` filters, fill time, the v2 record).
 */
export function isRefundTx(request: SimRequest, tx: SimTx): boolean {
  return request.status === 'refund' && tx === request.outTxs.at(-1)
}
