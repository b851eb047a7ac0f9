import { InvalidParameterError } from '../errors/InvalidParameterError'
import type { BackoffOptions } from './BackoffOptions'

/** The largest delay `setTimeout` honours (a longer one fires at once). */
const maxTimeoutMs = 2 ** 31 - 1

/**
 * Backoff options with their defaults (1 s doubling up to 30 s), checked: `baseMs` a finite number above 0,
 * `maxMs` a finite number from `baseMs` to 2^31 − 1 (the longest `setTimeout`). Throws an
 * {@link InvalidParameterError} named `${parameter}.baseMs` / `${parameter}.maxMs` otherwise.
 *
 * @example
 * resolveBackoffOptions('reconnect', { baseMs: 500 }) // { baseMs: 500, maxMs: 30000 }
 */
export function resolveBackoffOptions(
  parameter: string,
  options: BackoffOptions | undefined,
): { baseMs: number; maxMs: number } {
  const baseMs = options?.baseMs ?? 1000
  const maxMs = options?.maxMs ?? 30_000
  if (typeof baseMs !== 'number' || !Number.isFinite(baseMs) || baseMs <= 0 || baseMs > maxTimeoutMs)
    throw new InvalidParameterError({
      parameter: `${parameter}.baseMs`,
      rule: `must be a finite number of ms above 0 (at most ${maxTimeoutMs})`,
      value: options?.baseMs,
    })
  if (typeof maxMs !== 'number' || !Number.isFinite(maxMs) || maxMs < baseMs || maxMs > maxTimeoutMs)
    throw new InvalidParameterError({
      parameter: `${parameter}.maxMs`,
      rule: `must be a finite number of ms from baseMs (${baseMs}) to ${maxTimeoutMs}${options?.maxMs === undefined ? '; its default is 30000, give one with a larger baseMs' : ''}`,
      value: maxMs,
    })
  return { baseMs, maxMs }
}
