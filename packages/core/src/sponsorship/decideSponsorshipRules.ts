import { isAddressFor } from '../quote/isAddressFor'
import type { SponsoredFeeComponent } from '../quote/QuoteParameters'
import type { QuoteChainInfo } from '../quote/validateQuoteParameters'
import type { SponsorshipQuoteParameters, SponsorshipRules } from './types'

const svmNative = '11111111111111111111111111111111'

/**
 * What the body asks for and which rules apply: rule 1 (`subsidizeFees`), rule 6 (a destination token account
 * whose rent is not sponsored makes the user pay all fees), rule 7 (`subsidizeRent` needs `subsidizeFees`),
 * rule 9 (a deposit-address request ignores `sponsoredFeeComponents`). Without chain info, a base58 address or
 * currency marks a chain as SVM.
 */
export function decideSponsorshipRules(
  parameters: SponsorshipQuoteParameters,
  options: { chains?: readonly QuoteChainInfo[] | undefined; requiresRent?: boolean | undefined },
): SponsorshipRules {
  const vm = (id: number, ...addresses: (string | undefined)[]) =>
    options.chains?.find((c) => c.id === id)?.vmType ??
    (addresses.some((a) => a !== undefined && isAddressFor(a, 'svm')) ? 'svm' : undefined)
  const originSvm = vm(parameters.originChainId, parameters.user, parameters.originCurrency) === 'svm'
  const destinationSvm = vm(parameters.destinationChainId, parameters.destinationCurrency) === 'svm'
  const requested = parameters.subsidizeFees === true
  const depositAddress = parameters.useDepositAddress === true
  const explicit = !depositAddress && parameters.sponsoredFeeComponents !== undefined
  const selectedComponents: SponsoredFeeComponent[] = explicit
    ? [...parameters.sponsoredFeeComponents!]
    : ['execution', 'swap', 'relay', ...(parameters.subsidizeRent === true ? (['rent'] as const) : [])]
  const requiresRent =
    options.requiresRent ??
    (destinationSvm &&
      parameters.destinationCurrency !== undefined &&
      parameters.destinationCurrency !== svmNative)
  const rentSponsored =
    requiresRent && requested && parameters.subsidizeRent === true && selectedComponents.includes('rent')
  const rentFallback = requested && requiresRent && !rentSponsored
  return {
    requested,
    depositAddress,
    selectedComponents,
    originSvm,
    requiresRent,
    rentSponsored,
    rentFallback,
    eligible: requested && !rentFallback,
  }
}
