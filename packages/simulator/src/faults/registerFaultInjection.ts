import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'
import { makeHostile } from './makeHostile'
import { resetHeader } from './resetHeader'

/** The methods a JSON-RPC body calls (one call or a batch); empty when it is not JSON-RPC. */
async function rpcMethodsOf(request: Request): Promise<string[]> {
  try {
    const body = (await request.clone().json()) as unknown
    return (Array.isArray(body) ? body : [body])
      .map((call) => (call as { method?: unknown } | null)?.method)
      .filter((method): method is string => typeof method === 'string')
  } catch {
    return []
  }
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

/**
 * Applies `ctx.faults` to every request before the service sees it (after CORS, before the rate limit): the
 * first matching rule's latency, then its kind (see `FaultRule`); a chain RPC request (`/__sim/rpc/:chainId`, a
 * virtual chain's or the relay to a live anvil chain) also by the JSON-RPC methods it calls. `/__sim/faults` itself is never faulted, and
 * CORS preflights pass untouched. A request that hits no rule is answered as usual.
 */
export function registerFaultInjection(app: Hono, ctx: SimContext) {
  app.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname
    if (c.req.method === 'OPTIONS' || path === '/__sim/faults') return next()
    // A chain RPC request is matched on the JSON-RPC methods it calls too (`FaultRule.rpcMethod`).
    const rpc = c.req.method === 'POST' && path.startsWith('/__sim/rpc/')
    const rule = ctx.faults.match(c.req.method, path, rpc ? await rpcMethodsOf(c.req.raw) : [])
    if (!rule) return next()
    if (rule.latencyMs) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs))
    switch (rule.kind) {
      case 'latency':
        return next()
      case 'status':
        return json(
          { message: 'Injected fault: the service failed', errorCode: 'INTERNAL_ERROR' },
          rule.status ?? 503,
        )
      case 'rateLimit':
        return json(
          { message: 'Rate limit exceeded (injected fault)', errorCode: 'RATE_LIMITED' },
          429,
          rule.retryAfter !== undefined ? { 'retry-after': String(rule.retryAfter) } : {},
        )
      case 'reset':
        return new Response(null, { status: 502, headers: { [resetHeader]: 'reset' } })
      case 'malformed':
        return new Response('<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        })
    }
    await next()
    const text = await c.res.text()
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    if (rule.kind === 'truncate') {
      c.res = new Response(text.slice(0, Math.floor(text.length / 2)), { status: c.res.status, headers })
      return
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      c.res = new Response(text, { status: c.res.status, headers })
      return
    }
    c.res = new Response(JSON.stringify(makeHostile(body, { decimals: rule.hostile === 'decimals' })), {
      status: c.res.status,
      headers,
    })
  })
}
