import type { SimRequest, SimTx } from '../model/types'

/** A normalised field value: lower-cased string or number. */
type FieldValue = string | number

const low = (s: string | null | undefined): string[] => (s ? [s.toLowerCase()] : [])

/** Whether an outgoing transaction of `request` is a refund (the request ended in `refund`) rather than a fill. */
const isRefund = (request: SimRequest, _tx: SimTx) => request.status === 'refund'

/**
 * The identity, address, chain, currency and status-style fields of a request that `GET /requests/v3`
 * filters on, each as the list of its normalised values (strings lower-cased). An empty list is "null"
 * (for null-checks). Composite keys: `user` is the user or the sender wallet; the symbol keys are the
 * currency's symbol.
 */
export const requestFields: Record<string, (request: SimRequest) => FieldValue[]> = {
  id: (r) => low(r.id),
  orderId: (r) => low(r.id),
  depositTxHash: (r) => [
    ...r.inTxs.map((t) => t.txHash.toLowerCase()),
    ...low(r.depositAddress?.depositTxHash),
  ],
  fillTxHash: (r) => r.outTxs.filter((t) => !isRefund(r, t)).map((t) => t.txHash.toLowerCase()),
  refundTxHash: (r) => r.outTxs.filter((t) => isRefund(r, t)).map((t) => t.txHash.toLowerCase()),
  originChainId: (r) => [r.originChainId],
  destinationChainId: (r) => [r.destinationChainId],
  chainId: (r) =>
    r.originChainId === r.destinationChainId ? [r.originChainId] : [r.originChainId, r.destinationChainId],
  user: (r) => [...new Set([...low(r.user), ...low(r.sender)])],
  sender: (r) => low(r.sender),
  recipient: (r) => low(r.recipient),
  refundTo: (r) => low(r.refundTo),
  depositAddress: (r) => low(r.depositAddress?.address),
  status: (r) => [r.status],
  failReason: (r) => low(r.failReason),
  refundFailReason: (r) => low(r.refundFailReason),
  apiKey: (r) => low(r.apiKey),
  requestType: (r) => low(r.requestType),
  currencyInChainId: (r) => [r.currencyIn.chainId],
  currencyOutChainId: (r) => [r.currencyOut.chainId],
  currencyInAddress: (r) => low(r.currencyIn.address),
  currencyOutAddress: (r) => low(r.currencyOut.address),
  currencyInSymbol: (r) => low(r.currencyIn.symbol),
  currencyOutSymbol: (r) => low(r.currencyOut.symbol),
  txHash: (r) => [...r.inTxs, ...r.outTxs].map((t) => t.txHash.toLowerCase()),
  term: (r) => [
    ...new Set([
      ...low(r.id),
      ...low(r.user),
      ...low(r.sender),
      ...low(r.recipient),
      ...low(r.depositAddress?.address),
      ...low(r.depositAddress?.depositTxHash),
      ...r.inTxs.map((t) => t.txHash.toLowerCase()),
      ...r.outTxs.map((t) => t.txHash.toLowerCase()),
    ]),
  ],
}
