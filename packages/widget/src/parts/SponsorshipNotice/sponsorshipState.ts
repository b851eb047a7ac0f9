import type { SponsorshipDescription } from '@crosspay/core/sponsorship'

/** What a sponsorship notice says as a whole. */
export type SponsorshipState = 'full' | 'partial' | 'none' | 'not-confirmed'

/**
 * The notice's state from `describeSponsorship`: `full` (the sponsor pays every coverable fee), `partial` (a cap was
 * hit: the sponsor pays up to it, the user the rest), `none`, or `not-confirmed`: sponsorship was asked for but the
 * quote does not carry it (`fees.subsidized` absent or zero, as when a server proxy strips what the browser asked
 * for). The widget never shows a sponsorship the quote does not confirm.
 */
export function sponsorshipState(description: SponsorshipDescription): SponsorshipState {
  const confirmed = description.quoted !== null && Number(description.quoted.amountUsd) > 0
  if (!confirmed) return description.requested && description.active ? 'not-confirmed' : 'none'
  return description.userPaysTotal.amount === '0' ? 'full' : 'partial'
}
