import { ExecutionError } from '../../errors/ExecutionError'

/**
 * A service endpoint from a quote (`/intents/status/v3?requestId=…`) as a path and query for the client. Only
 * relative paths of the service are followed: no scheme, no host (`//host`, `\\host`), no `.` or `..` segment
 * (percent-encoded ones included), no control characters; anything else throws an `ExecutionError`
 * (`reason: 'unsafe'`, `check: 'endpoint'`), so a tampered quote cannot send a signature, or its polls, elsewhere.
 * `executeQuote` checks every endpoint of a quote before its first item.
 */
export function splitEndpoint(endpoint: string, step: string): { path: string; query: URLSearchParams } {
  const refuse = () =>
    new ExecutionError({
      reason: 'unsafe',
      check: 'endpoint',
      step,
      shortMessage: `The quote points at ${JSON.stringify(String(endpoint).slice(0, 200))}, not an endpoint of the service: nothing was sent.`,
    })
  const control = [...String(endpoint)].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  if (typeof endpoint !== 'string' || !/^\/[^/\\]/.test(endpoint) || control || endpoint.includes('\\'))
    throw refuse()
  const rawPath = endpoint.split(/[?#]/)[0]!
  let segments: string[]
  try {
    segments = rawPath.split('/').map((s) => decodeURIComponent(s))
  } catch {
    throw refuse()
  }
  if (segments.some((s) => s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) throw refuse()
  const url = new URL(endpoint, 'http://service.invalid')
  if (url.origin !== 'http://service.invalid' || url.pathname !== rawPath) throw refuse()
  return { path: url.pathname, query: url.searchParams }
}
