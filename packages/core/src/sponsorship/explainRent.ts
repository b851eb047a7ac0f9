import type { SponsorshipQuoteParameters, SponsorshipRules } from './types'

/** Whether the destination token account's rent is sponsored, and why (rules 6, 7). */
export function explainRent(parameters: SponsorshipQuoteParameters, rules: SponsorshipRules): string {
  if (!rules.requiresRent) return 'No associated token account is needed.'
  if (rules.rentSponsored)
    return 'Rent for the associated token account is sponsored (subsidizeRent with subsidizeFees).'
  if (parameters.subsidizeRent === true && !rules.requested)
    return 'subsidizeRent without subsidizeFees: the rent is not sponsored (rule 7).'
  if (parameters.subsidizeRent === true)
    return 'rent is not among sponsoredFeeComponents: the rent is not sponsored.'
  return 'subsidizeRent is not true: the rent is not sponsored (rule 6).'
}
