import type { SponsoredFeeComponent } from './QuoteParameters'

/**
 * Every `sponsoredFeeComponents` value core knows (the object literal fails the type check when
 * {@link SponsoredFeeComponent} gains or loses a value).
 */
export const sponsoredFeeComponents = Object.keys({
  execution: true,
  swap: true,
  relay: true,
  app: true,
  rent: true,
} satisfies Record<SponsoredFeeComponent, true>) as readonly SponsoredFeeComponent[]
