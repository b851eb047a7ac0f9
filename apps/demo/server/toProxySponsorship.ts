import type { ProxySponsorshipPolicy } from '@crosspay/core/server'
import type { DemoPolicy } from '../shared/DemoPolicy'

/**
 * The proxy's `sponsorship` option for a demo policy: `false` when fees are not subsidized, else the cap with
 * the rent and component choices (`createProxyHandler` validates it once more).
 */
export function toProxySponsorship(policy: DemoPolicy): ProxySponsorshipPolicy | false {
  if (!policy.subsidizeFees) return false
  return {
    maxSubsidizationAmount: policy.maxSubsidizationAmount,
    ...(policy.subsidizeRent ? { subsidizeRent: true } : {}),
    ...(policy.sponsoredFeeComponents ? { sponsoredFeeComponents: policy.sponsoredFeeComponents } : {}),
  }
}
