import type { FaultRule } from './FaultRule'

const kinds = new Set<FaultRule['kind']>([
  'latency',
  'status',
  'rateLimit',
  'reset',
  'truncate',
  'malformed',
  'hostile',
])
/** Longest injected latency: one minute. */
const maxLatencyMs = 60_000

/**
 * Checks `POST /__sim/faults` input (one rule or an array of them): returns the rules, or a message saying
 * which field of which rule is wrong (kind unknown, status not 400–599, latency not 0–60000 ms, probability not
 * 0–1, times not a positive integer, path not starting with `/`, rpcMethod not a method name).
 */
export function parseFaultRules(input: unknown): { rules: FaultRule[] } | { error: string } {
  const list = Array.isArray(input) ? input : [input]
  const rules: FaultRule[] = []
  for (const [i, raw] of list.entries()) {
    const at = `faults[${i}]`
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { error: `${at} must be an object` }
    const r = raw as Record<string, unknown>
    if (!kinds.has(r.kind as FaultRule['kind']))
      return { error: `${at}.kind must be one of ${[...kinds].join(', ')}` }
    if (r.path !== undefined && (typeof r.path !== 'string' || !r.path.startsWith('/')))
      return { error: `${at}.path must be a path starting with "/"` }
    if (r.method !== undefined && (typeof r.method !== 'string' || !/^[A-Za-z]+$/.test(r.method)))
      return { error: `${at}.method must be an HTTP method` }
    if (
      r.rpcMethod !== undefined &&
      (typeof r.rpcMethod !== 'string' || !/^[A-Za-z0-9_]+$/.test(r.rpcMethod))
    )
      return { error: `${at}.rpcMethod must be a JSON-RPC method name` }
    if (
      r.status !== undefined &&
      !(Number.isInteger(r.status) && (r.status as number) >= 400 && (r.status as number) <= 599)
    )
      return { error: `${at}.status must be an integer from 400 to 599` }
    if (
      r.latencyMs !== undefined &&
      !(typeof r.latencyMs === 'number' && r.latencyMs >= 0 && r.latencyMs <= maxLatencyMs)
    )
      return { error: `${at}.latencyMs must be a number of ms from 0 to ${maxLatencyMs}` }
    if (
      r.probability !== undefined &&
      !(typeof r.probability === 'number' && r.probability >= 0 && r.probability <= 1)
    )
      return { error: `${at}.probability must be a number from 0 to 1` }
    if (r.times !== undefined && !(Number.isInteger(r.times) && (r.times as number) > 0))
      return { error: `${at}.times must be a positive integer` }
    if (
      r.retryAfter !== undefined &&
      !(typeof r.retryAfter === 'string' || (typeof r.retryAfter === 'number' && r.retryAfter >= 0))
    )
      return { error: `${at}.retryAfter must be seconds (a number ≥ 0) or an HTTP date (a string)` }
    if (r.hostile !== undefined && r.hostile !== 'names' && r.hostile !== 'decimals')
      return { error: `${at}.hostile must be "names" or "decimals"` }
    rules.push({
      kind: r.kind as FaultRule['kind'],
      ...(r.path !== undefined ? { path: r.path as string } : {}),
      ...(r.method !== undefined ? { method: (r.method as string).toUpperCase() } : {}),
      ...(r.rpcMethod !== undefined ? { rpcMethod: r.rpcMethod as string } : {}),
      ...(r.status !== undefined ? { status: r.status as number } : {}),
      ...(r.latencyMs !== undefined ? { latencyMs: r.latencyMs as number } : {}),
      ...(r.probability !== undefined ? { probability: r.probability as number } : {}),
      ...(r.times !== undefined ? { times: r.times as number } : {}),
      ...(r.retryAfter !== undefined ? { retryAfter: r.retryAfter as number | string } : {}),
      ...(r.hostile !== undefined ? { hostile: r.hostile as 'names' | 'decimals' } : {}),
    })
  }
  return { rules }
}
