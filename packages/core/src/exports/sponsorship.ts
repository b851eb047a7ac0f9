// `@crosspay/core/sponsorship`: who pays which fee of a quote, under the interface's ten sponsorship rules.
// A separate entry because it is mostly per-component explanations for a UI (about 2 kB gzipped): apps that
// only send sponsored quotes need none of it (the quote's `fees.subsidized` says what was sponsored).
export type { DescribeSponsorshipOptions } from '../sponsorship/describeSponsorship'
export { describeSponsorship } from '../sponsorship/describeSponsorship'
export type {
  QuoteFeeComponent,
  RecordFeeComponent,
  SponsorshipAmount,
  SponsorshipDescription,
  SponsorshipExclusion,
  SponsorshipFee,
  SponsorshipPayer,
  SponsorshipQuote,
  SponsorshipQuoteParameters,
  SponsorshipShare,
} from '../sponsorship/types'
export { microToUsd } from '../utils/microToUsd'
export { usdToMicro } from '../utils/usdToMicro'
