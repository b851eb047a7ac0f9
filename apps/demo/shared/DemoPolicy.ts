import type { feeComponents } from './feeComponents'

/**
 * The demo's sponsorship settings, as the integrator page edits them and `GET /demo/policy` shows them.
 * The server turns them into the proxy's `sponsorship` option; the browser never decides sponsorship itself.
 */
export type DemoPolicy = {
  /** Sponsor quotes at all. Off: the proxy strips every sponsorship field from quote bodies. */
  subsidizeFees: boolean
  /** Most the app balance pays per quote, 6-decimal USD units (`'500000'` = 0.50 USD). */
  maxSubsidizationAmount: string
  /** Also sponsor the destination's rent (SVM accounts). */
  subsidizeRent: boolean
  /** The fee components covered; `null` leaves the choice to the service (every component). */
  sponsoredFeeComponents: (typeof feeComponents)[number][] | null
}
