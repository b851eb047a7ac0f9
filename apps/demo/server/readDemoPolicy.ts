import type { DemoPolicy } from '../shared/DemoPolicy'
import { feeComponents } from '../shared/feeComponents'

/**
 * Reads a policy sent to `POST /demo/policy`: every field of {@link DemoPolicy}, with exact types (the cap an
 * integer string of 6-decimal USD units, the components distinct known names or `null`). Returns the policy or
 * the reason it was refused.
 */
export function readDemoPolicy(input: unknown): { policy: DemoPolicy } | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { error: 'expected a JSON object' }
  const body = input as Record<string, unknown>
  const known = ['subsidizeFees', 'maxSubsidizationAmount', 'subsidizeRent', 'sponsoredFeeComponents']
  const unknown = Object.keys(body).find((key) => !known.includes(key))
  if (unknown) return { error: `unknown field ${unknown}` }
  const { subsidizeFees, maxSubsidizationAmount: cap, subsidizeRent, sponsoredFeeComponents: list } = body
  if (typeof subsidizeFees !== 'boolean') return { error: 'subsidizeFees must be a boolean' }
  if (typeof subsidizeRent !== 'boolean') return { error: 'subsidizeRent must be a boolean' }
  if (typeof cap !== 'string' || !/^(0|[1-9][0-9]{0,17})$/.test(cap))
    return { error: 'maxSubsidizationAmount must be an integer string (6-decimal USD units)' }
  if (list !== null) {
    const names: readonly unknown[] = feeComponents
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      list.some((name, i) => !names.includes(name) || list.indexOf(name) !== i)
    )
      return { error: `sponsoredFeeComponents must be null or distinct names of ${feeComponents.join(', ')}` }
  }
  return {
    policy: {
      subsidizeFees,
      maxSubsidizationAmount: cap,
      subsidizeRent,
      sponsoredFeeComponents: list as DemoPolicy['sponsoredFeeComponents'],
    },
  }
}
