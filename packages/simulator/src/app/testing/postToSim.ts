import type { Simulator } from '../createSimulator'

/**
 * Test-only helper (src/app/testing/: never imported by the service): `POST` of `body` (JSON-encoded unless a string)
 * to `path` on the in-process simulator `sim`, with the API key `key` (the demo sponsor's `demo-key` unless given;
 * `null` sends none). Resolves the raw response.
 *
 * @example
 * expect((await postToSim(sim, '/fast-fill', { requestId })).status).toBe(200)
 */
export function postToSim(
  sim: Simulator,
  path: string,
  body: unknown,
  key: string | null = 'demo-key',
): Promise<Response> {
  return sim.fetch(`http://sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
