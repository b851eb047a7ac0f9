/** An amount of one token on one chain (smallest units, decimal string). */
export type RequestPaymentAmount = { chainId: number; currency: string; amount: string }

/** What the service's record of a request says about a payment: the fields a merchant checks an order against. */
export type RequestPayment = {
  requestId: string
  status: string
  recipient: string
  /** The checkout's reference (`data.referrer`, returned only to the owning key). */
  reference: string | null
  /** What the quote promised the recipient (`data.route.quoted`, destination side, or origin for a same-chain request). */
  quoted: RequestPaymentAmount | null
  /** What the recipient received (`data.route.actual`, same sides); meaningful once `success`. */
  received: RequestPaymentAmount | null
  /** `createdAt` of the record (ms), or null. */
  createdAt: number | null
}
