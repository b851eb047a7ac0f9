import type { RequestStatus, SimRequest } from '../model/types'

/** The status result of `GET /intents/status/v3` (service interface, Resources). */
export interface StatusResult {
  status: RequestStatus
  details: string
  inTxHashes: string[]
  txHashes: string[]
  /** ms on the sim clock. */
  updatedAt: number
  originChainId: number
  destinationChainId: number
  /** ms on the sim clock. */
  quoteCreatedAt: number
  failReason: string | null
  refundFailReason: string | null
}

const details: Record<RequestStatus, string> = {
  waiting: 'Waiting for the origin deposit to be indexed',
  depositing: 'Origin deposit confirmed; awaiting fill',
  pending: 'Deposit indexed; preparing the destination transaction',
  submitted: 'Destination transaction submitted',
  success: 'Filled: funds reached the recipient',
  refund: 'Refunded on the origin chain',
  failure: 'Fill unsuccessful',
}

/** A fast fill runs ahead of its origin deposit: the wording of each status until the deposit is indexed. */
const fastFillDetails: Partial<Record<RequestStatus, string>> = {
  pending: 'Fast fill: preparing the destination transaction before the origin deposit is indexed',
  submitted: 'Fast fill: destination transaction submitted before the origin deposit is indexed',
  success: 'Filled by fast fill: funds reached the recipient; the origin deposit is not yet indexed',
}

/**
 * Whether a fast-filled request still runs ahead of its own deposit: none recorded (`deposited`), and the
 * hold is outstanding or debited, or no deposit at all is in `inTxs` (extra deposits, refunded, do not count).
 */
const aheadOfDeposit = (r: SimRequest) =>
  r.fastFill !== null && !r.deposited && (r.fastFill.state !== 'released' || r.inTxs.length === 0)

/** Builds the status result of a request (fast fills without an indexed deposit get their own wording). */
export function toStatusResult(request: SimRequest): StatusResult {
  return {
    status: request.status,
    details:
      (aheadOfDeposit(request) ? fastFillDetails[request.status] : undefined) ?? details[request.status],
    inTxHashes: request.inTxs.map((t) => String(t.txHash)),
    txHashes: request.outTxs.map((t) => String(t.txHash)),
    updatedAt: request.updatedAt,
    originChainId: request.originChainId,
    destinationChainId: request.destinationChainId,
    quoteCreatedAt: request.createdAt,
    failReason: request.failReason,
    refundFailReason: request.refundFailReason,
  }
}
