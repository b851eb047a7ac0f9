// Types of a checkout payment (a types-only file: it exports several types).
import type { AppFee, SponsoredFeeComponent } from '../quote/QuoteParameters'

/**
 * What a merchant is owed, fixed by the host: exactly `amount` (smallest units) of `currency` on `chainId`, to
 * `recipient`, with optional app fees, sponsorship and the merchant's `reference` (its order id).
 */
export type PaymentRequest = {
  /** Who is paid (the merchant's address on `chainId`). */
  recipient: string
  /** Chain the merchant is paid on. */
  chainId: number
  /** Currency the merchant is paid in (address; the all-zero address is the native currency). */
  currency: string
  /** Exactly what the merchant receives, smallest units, decimal string of a positive integer. */
  amount: string
  /** App fees added to every quote. Defaults to none. */
  appFees?: AppFee[] | undefined
  /** Fees the merchant's app balance pays (its proxy decides; only what the quote confirms applies). */
  sponsorship?:
    | {
        subsidizeFees?: boolean | undefined
        maxSubsidizationAmount?: string | undefined
        sponsoredFeeComponents?: SponsoredFeeComponent[] | undefined
      }
    | undefined
  /**
   * The merchant's order id. Sent as the quote's `referrer`, so it is recorded with the request (the merchant
   * reads it as `data.referrer` of `GET /requests/v3?includeAuthenticatedData=true`), kept on the receipt, and
   * used to recognise this order's payment after a reload.
   */
  reference?: string | undefined
}

/** Where the buyer pays from: a chain and a currency on it. */
export type PaymentSource = { chainId: number; currency: string }

/** How the buyer pays: with the connected wallet, or by sending funds to a deposit address. */
export type PaymentMethod = 'wallet' | 'deposit-address'

/** What was paid, once the request succeeded. */
export type PaymentReceipt = {
  requestId: string
  /** The merchant's order id, when the payment had one. */
  reference: string | undefined
  /** What the merchant received: the owed amount, on its chain and currency, to its recipient. */
  paid: { chainId: number; currency: string; amount: string; recipient: string }
  /** What the buyer sent: the quote's input on the source chain. */
  from: {
    chainId: number
    currency: string
    amount: string
    symbol?: string | undefined
    decimals?: number | undefined
  }
  /** The origin (deposit) transactions. */
  depositTxHashes: string[]
  /** The destination (fill) transactions: the merchant's funds arrived in these. */
  fillTxHashes: string[]
  /** How it was paid. */
  method: PaymentMethod
}
