import type { Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import type { SimContext } from '../model/SimContext'
import { parseFaultRules } from './parseFaultRules'

/**
 * The fault controls (with the other `/__sim/*` development routes):
 * - `GET /__sim/faults` → `{faults: [...rules, with hits]}`
 * - `POST /__sim/faults {faults: FaultRule | FaultRule[], replace?: boolean}` adds rules (or replaces them all
 *   with `replace: true`); 400 with the wrong field named for a bad rule → `{faults}`
 * - `DELETE /__sim/faults` removes every rule → `{faults: []}`
 */
export function registerFaultRoutes(app: Hono, ctx: SimContext) {
  app.get('/__sim/faults', (c) => c.json({ faults: ctx.faults.list() }))
  app.post('/__sim/faults', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as
      | { faults?: unknown; replace?: unknown }
      | undefined
    if (!body || typeof body !== 'object' || body.faults === undefined)
      return errorResponse(c, 400, 'Send {faults: rule or [rules], replace?: boolean}', 'INVALID_INPUT')
    const parsed = parseFaultRules(body.faults)
    if ('error' in parsed) return errorResponse(c, 400, parsed.error, 'INVALID_INPUT')
    if (body.replace === true) ctx.faults.set(parsed.rules)
    else ctx.faults.add(parsed.rules)
    return c.json({ faults: ctx.faults.list() })
  })
  app.delete('/__sim/faults', (c) => {
    ctx.faults.clear()
    return c.json({ faults: [] })
  })
}
