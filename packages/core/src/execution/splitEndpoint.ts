import { ExecutionError } from '../errors/ExecutionError'

/**
 * A service endpoint from a quote (`/intents/status/v3?requestId=…`) as a path and query for the client. Only
 * paths on the service are followed: an absolute URL (another host) is refused, so a tampered quote cannot
 * send a signature elsewhere.
 */
export function splitEndpoint(endpoint: string, step: string): { path: string; query: URLSearchParams } {
  if (!endpoint.startsWith('/') || endpoint.startsWith('//'))
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'endpoint',
      step,
      shortMessage: `The quote points at ${endpoint}, not an endpoint of the service: nothing was sent.`,
    })
  const url = new URL(endpoint, 'http://service.invalid')
  return { path: url.pathname, query: url.searchParams }
}
