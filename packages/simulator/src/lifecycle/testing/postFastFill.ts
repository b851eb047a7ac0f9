import type { createSimulator } from '../../app/createSimulator'

/**
 * Test fixture: `POST /fast-fill` to the in-process simulator `sim` with `body` (JSON-encoded unless a string) and
 * the API key `key` (the demo sponsor's `demo-key` unless given; `null` sends none). Resolves the raw response.
 *
 * @example
 * expect((await postFastFill(sim, { requestId: req.id })).status).toBe(200)
 */
export function postFastFill(
  sim: ReturnType<typeof createSimulator>,
  body: unknown,
  key: string | null = 'demo-key',
): Promise<Response> {
  return sim.fetch('http://sim/fast-fill', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
