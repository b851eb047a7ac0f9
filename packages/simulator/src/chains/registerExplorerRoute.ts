import type { Context, Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import type { SimContext } from '../model/SimContext'
import type { SimRequest, SimTx } from '../model/types'
import { normalizeIdentifier } from '../requests/normalizeIdentifier'

/** Escapes text for HTML. */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The request and transaction carrying `hash` on `chainId`, if any. */
function findTransaction(ctx: SimContext, chainId: number, hash: string) {
  const wanted = normalizeIdentifier(hash)
  for (const request of ctx.store.values())
    for (const tx of [...request.inTxs, ...request.outTxs] as SimTx[])
      if (tx.chainId === chainId && normalizeIdentifier(tx.txHash) === wanted) return { request, tx }
  return undefined
}

/** Requests whose user, sender, recipient or deposit address is `address` and touch `chainId`. */
function findRequestsOf(ctx: SimContext, chainId: number, address: string): SimRequest[] {
  const wanted = normalizeIdentifier(address)
  const found: SimRequest[] = []
  for (const r of ctx.store.values()) {
    if (r.originChainId !== chainId && r.destinationChainId !== chainId) continue
    const parties = [r.user, r.sender, r.recipient, r.depositAddress?.address].filter(Boolean) as string[]
    if (parties.some((p) => normalizeIdentifier(p) === wanted)) found.push(r)
  }
  return found
}

/**
 * Mounts `GET /__sim/explorer/:chainId` and everything under it, the `explorerUrl` of every simulated
 * chain: a tiny read-only explorer, so that "view on explorer" links in a UI open something real.
 * `…/tx/:hash` shows the transaction the simulator knows under that hash (request id, status, from,
 * to, value, block) or says it is unknown (a 404 page); `…/address/:address` lists the requests of
 * that wallet on the chain; any other path shows the chain's name and current state. Answers HTML, or
 * JSON with `Accept: application/json`. Unknown chain ids are a 404. Not rate-limited (a `/__sim/` path).
 */
export function registerExplorerRoute(app: Hono, ctx: SimContext) {
  const handler = (c: Context) => {
    // /__sim/explorer/<chainId>/<rest...>
    const [chainId = '', ...rest] = new URL(c.req.url).pathname.split('/').filter(Boolean).slice(2)
    const chain = /^[0-9]+$/.test(chainId) ? ctx.chain(Number(chainId)) : undefined
    if (!chain) return errorResponse(c, 404, `No simulated chain ${chainId}`, 'NOT_FOUND')
    const json = (c.req.header('accept') ?? '').includes('application/json')
    const page = (status: 200 | 404, title: string, rows: [string, string][], data: unknown) => {
      if (json) return c.json(data, status)
      const body = rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')
      return c.html(
        `<!doctype html><title>${esc(title)}</title><h1>${esc(title)}</h1><table>${body}</table>`,
        status,
      )
    }
    const title = `${chain.displayName} explorer (simulated)`
    if (rest[0] === 'tx' && rest[1]) {
      const found = findTransaction(ctx, chain.id, rest[1])
      if (!found)
        return page(404, title, [['transaction', `${rest[1]} is unknown on this chain`]], {
          chainId: chain.id,
          txHash: rest[1],
          found: false,
        })
      const { request, tx } = found
      const data = {
        chainId: chain.id,
        found: true,
        requestId: request.id,
        requestStatus: request.status,
        transaction: tx,
      }
      return page(
        200,
        title,
        [
          ['transaction', tx.txHash],
          ['request', request.id],
          ['request status', request.status],
          ['status', tx.status],
          ['block', String(tx.block)],
          ['from', tx.data.from],
          ['to', tx.data.to],
          ['value', tx.data.value],
        ],
        data,
      )
    }
    if (rest[0] === 'address' && rest[1]) {
      const requests = findRequestsOf(ctx, chain.id, rest[1])
      const data = {
        chainId: chain.id,
        address: rest[1],
        requests: requests.map((r) => ({ id: r.id, status: r.status })),
      }
      return page(
        200,
        title,
        [['address', rest[1]], ...requests.map((r): [string, string] => [r.id, r.status])],
        data,
      )
    }
    const data = {
      chainId: chain.id,
      name: chain.name,
      displayName: chain.displayName,
      vmType: chain.vmType,
      live: chain.live,
    }
    return page(
      200,
      title,
      [
        ['chain id', String(chain.id)],
        ['vm', chain.vmType],
        ['backed by', chain.live ? `anvil at ${chain.httpRpcUrl}` : 'the simulator (virtual)'],
      ],
      data,
    )
  }
  app.get('/__sim/explorer/:chainId', handler)
  app.get('/__sim/explorer/:chainId/*', handler)
}
