import type { SponsorshipInput } from '../applySponsorship'

/**
 * Test-only fixture (src/quote/testing/: never imported by the service): the sponsorship of a body that asks for
 * none (every flag off, no cap, no components), as `priceQuote` takes it; spread it and set what a test asks for.
 */
export const noSponsorship: Omit<SponsorshipInput, 'costsUsd6'> = {
  subsidizeFees: false,
  subsidizeRent: false,
  maxSubsidizationAmount: null,
  sponsoredFeeComponents: null,
  useDepositAddress: false,
  depositFeePayer: false,
  usePermit: false,
}
