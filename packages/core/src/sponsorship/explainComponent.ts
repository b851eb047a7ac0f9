import { isComponentSelected } from './isComponentSelected'
import type { RecordFeeComponent, SponsorshipAllocation, SponsorshipRules } from './types'

/** Why a fee component is (or is not) sponsored, citing the rule: one sentence for a person. */
export function explainComponent(
  c: RecordFeeComponent,
  rules: SponsorshipRules,
  allocation: Pick<SponsorshipAllocation, 'capHit' | 'capMicro'>,
): string {
  if (c === 'app') return 'App fees are never deducted from the sponsor balance (rule 10).'
  if (!rules.requested) return 'subsidizeFees is not true: the user pays.'
  if (rules.rentFallback)
    return 'The request needs an associated token account and its rent is not sponsored: the user pays all fees (rule 6).'
  if (c === 'execution' && !isComponentSelected(rules, c) && rules.rentSponsored)
    return 'Only the associated token account rent in relayerGas is sponsored (sponsoredFeeComponents has rent, not execution).'
  if (!isComponentSelected(rules, c))
    return `Not among sponsoredFeeComponents (${rules.selectedComponents.join(', ') || 'none'}).`
  if (allocation.capHit && rules.depositAddress)
    return 'Fees exceed maxSubsidizationAmount on a deposit-address request: nothing is sponsored (rule 9).'
  if (allocation.capHit)
    return 'Fees exceed maxSubsidizationAmount: the sponsor pays up to the cap, the user the rest (rule 2).'
  return allocation.capMicro === null
    ? 'Sponsored in full: no cap applies (rules 1, 3).'
    : 'Sponsored in full: within maxSubsidizationAmount (rule 1).'
}
