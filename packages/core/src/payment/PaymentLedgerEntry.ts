/**
 * What a browser knows of the request that pays one merchant reference: `started` (the ledger was written before
 * anything was sent), `sent` (its deposit went out, or may have), `paid`, `refunded`, or `released` (it ended with
 * nothing sent: the order may be paid anew).
 */
export type PaymentLedgerEntry = {
  requestId: string
  state: 'started' | 'sent' | 'paid' | 'refunded' | 'released'
  /** When this was written, ms. */
  at: number
}
