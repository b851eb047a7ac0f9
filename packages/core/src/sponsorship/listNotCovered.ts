import type {
  SponsorshipAllocation,
  SponsorshipExclusion,
  SponsorshipQuote,
  SponsorshipQuoteParameters,
  SponsorshipRules,
} from './types'

/** The reasons behind each exclusion, already worded by the caller. */
type Reasons = { everything: string; originGas: string; appFees: string; rent: string }

/**
 * What the sponsor does not pay (rules 4, 6, 8, 9, 10): everything without `subsidizeFees`, under rule 6, or over
 * the cap on a deposit-address request; always the origin gas; app fees when there are any; the first approval
 * of a permit flow (when the quote has an `approve` transaction); rent that is needed and not sponsored.
 */
export function listNotCovered(
  parameters: SponsorshipQuoteParameters,
  quote: SponsorshipQuote,
  rules: SponsorshipRules,
  allocation: SponsorshipAllocation,
  reasons: Reasons,
): SponsorshipExclusion[] {
  const notCovered: SponsorshipExclusion[] = []
  if (!rules.requested)
    notCovered.push({ item: 'everything', reason: 'subsidizeFees is not true: the user pays every fee.' })
  if (rules.requested && rules.rentFallback)
    notCovered.push({ item: 'everything', reason: reasons.everything })
  if (allocation.capHit && rules.depositAddress)
    notCovered.push({ item: 'everything', reason: reasons.everything })
  notCovered.push({ item: 'originGas', reason: reasons.originGas })
  const app = allocation.totals.app
  if (app.micro > 0n || app.amount > 0n) notCovered.push({ item: 'appFees', reason: reasons.appFees })
  // Rule 10 excludes only the first approval: a permit quote without an approve transaction has none.
  if (
    rules.requested &&
    parameters.usePermit === true &&
    quote.steps?.some((step) => step.id === 'approve' && step.kind === 'transaction')
  )
    notCovered.push({
      item: 'permitApproval',
      reason:
        'The first approval transaction of a permit-based flow is not sponsored; later requests are (rule 10).',
    })
  // A depositFeePayer pays the origin deposit transaction (rule 8), never the destination token account rent.
  if (rules.requiresRent && !rules.rentSponsored) notCovered.push({ item: 'rent', reason: reasons.rent })
  return notCovered
}
