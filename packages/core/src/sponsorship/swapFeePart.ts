import { usdToMicro } from '../utils/usdToMicro'
import type { FeePart } from './types'

/**
 * The swap cost the service reports as `details.swapImpact.usd`, in 6-decimal USD units: a negative impact is
 * a cost; a positive one is a gain for the user, not a fee, so it counts as 0.
 */
export function swapFeePart(details: unknown): FeePart {
  const impact = (details as { swapImpact?: { usd?: unknown } } | null | undefined)?.swapImpact?.usd
  const micro = typeof impact === 'string' || typeof impact === 'number' ? usdToMicro(impact) : 0n
  const cost = micro < 0n ? -micro : 0n
  return { amount: cost, micro: cost }
}
