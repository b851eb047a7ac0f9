import type { Messages } from '../messages/defaultMessages'
import { isWalletRejection } from './isWalletRejection'

/**
 * A claim's failure in words, from the error's fields (never its class): the signature declined, the service's
 * `INSUFFICIENT_AVAILABLE_BALANCE` (fast-fill holds), an amount above the balance, an expired offer, else the
 * error's own `shortMessage`.
 */
export function describeClaimError(error: unknown, messages: Messages['appBalance']['claim']): string {
  if (isWalletRejection(error)) return messages.rejected
  const e = (error ?? {}) as { errorCode?: unknown; shortMessage?: unknown; message?: unknown }
  if (e.errorCode === 'INSUFFICIENT_AVAILABLE_BALANCE') return messages.aboveAvailable
  if (e.errorCode === 'EXPIRED') return messages.expired
  if (e.errorCode === 'INVALID_INPUT' && /exceeds/.test(String(e.message))) return messages.aboveBalance
  return messages.failed(String(e.shortMessage ?? e.message ?? error))
}
