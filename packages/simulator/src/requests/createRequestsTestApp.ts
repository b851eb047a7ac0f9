import { createSimulator, type SimulatorOptions } from '../app/createSimulator'
import type { SimRequest } from '../model/types'

/** Shape of a `/requests/v*` answer as tests read it. */
interface ListBody {
  requests: { id: string; status: string; data: Record<string, unknown> }[]
  continuation?: string
  total?: number
  message?: string
}

/**
 * Test helper: a simulator pinned at 2026-11-21 (rate limits off) holding `requests`, and `get(path, key)`
 * returning status, headers, body and the listed ids. Test-only; not part of the service.
 */
export function createRequestsTestApp(requests: SimRequest[], options: SimulatorOptions = {}) {
  const sim = createSimulator({ now: '2026-11-21T00:00:00Z', rateLimits: false, ...options })
  for (const r of requests) sim.ctx.store.insert(r)
  const get = async (pathAndQuery: string, key: string | null = 'demo-key') => {
    const res = await sim.fetch(`http://sim${pathAndQuery}`, { headers: key ? { 'x-api-key': key } : {} })
    const body = (await res.json()) as ListBody
    return { status: res.status, headers: res.headers, body, ids: (body.requests ?? []).map((r) => r.id) }
  }
  return { sim, get }
}
