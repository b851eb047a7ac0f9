import type { SimRequest, SimTx } from '../model/types'

/**
 * Whether an outgoing transaction of `request` is a refund rather than a fill: its `kind`, set by the
 * lifecycle when it sends the transaction (and by the seeded history). A transaction without a kind
 * (built by hand) counts as a refund only when it is the last one of a `refund` request. The one
 * classification every record shape uses: `protocol.settlement.destination.fills/refunds`, the
 * `fillTxHash` / `refundTxHash` filters, fill time.
 */
export function isRefundTx(request: SimRequest, tx: SimTx): boolean {
  if (tx.kind !== undefined) return tx.kind === 'refund'
  return request.status === 'refund' && tx === request.outTxs.at(-1)
}
