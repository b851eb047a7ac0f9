import type { QuoteBody } from '../model/types'
import type { SponsorshipInput } from './applySponsorship'

/** The sponsorship options a quote body asks for: everything {@link SponsorshipInput} needs except the costs. */
export function toSponsorshipOptions(body: QuoteBody): Omit<SponsorshipInput, 'costsUsd6'> {
  return {
    subsidizeFees: body.subsidizeFees === true,
    subsidizeRent: body.subsidizeRent === true,
    maxSubsidizationAmount:
      body.maxSubsidizationAmount === undefined ? null : BigInt(body.maxSubsidizationAmount),
    sponsoredFeeComponents: body.sponsoredFeeComponents ?? null,
    useDepositAddress: body.useDepositAddress === true,
    depositFeePayer: body.depositFeePayer !== undefined,
    usePermit: body.usePermit === true,
  }
}
