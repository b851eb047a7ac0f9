import type { SimRequest } from '../model/types'

const low = (s: string | null | undefined) => (s ? s.toLowerCase() : null)

/**
 * Fast accessors for the single-valued keys of `requestFields` (same normalisation; null when empty),
 * so predicates avoid allocating value lists on hot scans.
 */
export const scalarRequestFields: Record<string, (request: SimRequest) => string | number | null> = {
  id: (r) => low(r.id),
  orderId: (r) => low(r.id),
  originChainId: (r) => r.originChainId,
  destinationChainId: (r) => r.destinationChainId,
  sender: (r) => low(r.sender),
  recipient: (r) => low(r.recipient),
  refundTo: (r) => low(r.refundTo),
  depositAddress: (r) => low(r.depositAddress?.address),
  status: (r) => r.status,
  failReason: (r) => low(r.failReason),
  refundFailReason: (r) => low(r.refundFailReason),
  apiKey: (r) => low(r.apiKey),
  requestType: (r) => low(r.requestType),
  currencyInChainId: (r) => r.currencyIn.chainId,
  currencyOutChainId: (r) => r.currencyOut.chainId,
  currencyInAddress: (r) => low(r.currencyIn.address),
  currencyOutAddress: (r) => low(r.currencyOut.address),
  currencyInSymbol: (r) => low(r.currencyIn.symbol),
  currencyOutSymbol: (r) => low(r.currencyOut.symbol),
}
