import type { ProxySponsorshipPolicy } from './types'

/** Keys that could reach an object's prototype where the body is copied or merged; never forwarded. */
const unsafeKeys = ['__proto__', 'constructor', 'prototype']

/**
 * Applies the proxy's sponsorship policy to a gasless batch (`POST /execute`) from the browser: `executionOptions`
 * keeps only `referrer`, and `subsidizeFees` is the server's (true only with a policy: the app balance pays the
 * relayer's gas), whatever the browser sent. Top-level `__proto__` / `constructor` / `prototype` are removed. The
 * input is not modified.
 *
 * @example
 * applyGaslessPolicy({ executionKind: 'rawCalls', data, executionOptions: { subsidizeFees: true } }, false)
 * // { executionKind: 'rawCalls', data, executionOptions: { subsidizeFees: false } }
 */
export function applyGaslessPolicy(
  body: Record<string, unknown>,
  policy: ProxySponsorshipPolicy | false,
): Record<string, unknown> {
  const out = { ...body }
  for (const key of unsafeKeys) delete out[key]
  const asked = (typeof body.executionOptions === 'object' && body.executionOptions) || {}
  const referrer = (asked as { referrer?: unknown }).referrer
  out.executionOptions = {
    ...(typeof referrer === 'string' ? { referrer } : {}),
    subsidizeFees: Boolean(policy),
  }
  return out
}
