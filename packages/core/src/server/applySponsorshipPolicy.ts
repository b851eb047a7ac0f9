import type { ProxySponsorshipPolicy } from './types'

/** The quote body fields that spend the app balance; only the server's policy decides them. */
const sponsorshipFields = [
  'subsidizeFees',
  'subsidizeRent',
  'maxSubsidizationAmount',
  'sponsoredFeeComponents',
]

/**
 * Keys that could reach an object's prototype in code that copies or merges the body (`JSON.parse` makes
 * `__proto__` an own property, which a spread keeps); never forwarded.
 */
const unsafeKeys = ['__proto__', 'constructor', 'prototype']

/**
 * Applies the proxy's sponsorship policy to a quote body from the browser. With `false`, the four sponsorship
 * fields are removed (the quote is not sponsored). With a policy, `subsidizeFees` is `true`,
 * `maxSubsidizationAmount` is the smaller of the client's (when it is a decimal integer string) and the
 * policy's, and `subsidizeRent` / `sponsoredFeeComponents` are the policy's (absent when the policy leaves them
 * unset). The top-level keys `__proto__`, `constructor` and `prototype` are removed too. Other fields are kept;
 * the input is not modified.
 *
 * @param body - The parsed quote body.
 * @param policy - The validated `sponsorship` option of `createProxyHandler`.
 * @returns The body to send upstream.
 *
 * @example
 * applySponsorshipPolicy({ amount: '1', subsidizeFees: true, maxSubsidizationAmount: '9000000' }, { maxSubsidizationAmount: '500000' })
 * // { amount: '1', subsidizeFees: true, maxSubsidizationAmount: '500000' }
 */
export function applySponsorshipPolicy(
  body: Record<string, unknown>,
  policy: ProxySponsorshipPolicy | false,
): Record<string, unknown> {
  const asked = body.maxSubsidizationAmount
  const out = { ...body }
  for (const field of [...sponsorshipFields, ...unsafeKeys]) delete out[field]
  if (!policy) return out
  const cap = policy.maxSubsidizationAmount
  out.subsidizeFees = true
  out.maxSubsidizationAmount =
    typeof asked === 'string' && /^(0|[1-9][0-9]*)$/.test(asked) && BigInt(asked) < BigInt(cap) ? asked : cap
  if (policy.subsidizeRent) out.subsidizeRent = true
  if (policy.sponsoredFeeComponents) out.sponsoredFeeComponents = [...policy.sponsoredFeeComponents]
  return out
}
