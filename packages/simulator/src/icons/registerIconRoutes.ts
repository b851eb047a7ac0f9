import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'
import { iconSvg } from './iconSvg'

/** The file name at the end of an icon URL (`…/icons/eth.svg` → `eth`), or undefined. */
const fileOf = (url: string | undefined) => /\/([^/]+)\.svg$/.exec(url ?? '')?.[1]

/**
 * Serves the icons the simulator's records name on its own origin: `GET /icons/<symbol>.svg` for each verified
 * currency (and the wrapped currencies of seeded history) and `GET /icons/chains/<name>.svg` for each chain (also
 * as `/icons/square/chains/<name>.svg`, the peer widget's square badge), as small drawn SVGs (`iconSvg`). Registered before the rate limit (a picker loads dozens at once) and without a key.
 * Unverified tokens keep their unreachable URLs: they exercise the clients' icon fallbacks. Anything else is 404.
 */
export function registerIconRoutes(app: Hono, ctx: SimContext) {
  const currencies = new Set(['weth', 'wsol'])
  for (const chain of ctx.chains)
    for (const currency of chain.currencies)
      if (currency.metadata?.verified !== false) currencies.add(currency.symbol.toLowerCase())
  const chains = new Set(ctx.chains.map((chain) => fileOf(chain.iconUrl)).filter((n) => n !== undefined))
  const answer = (name: string | undefined, known: Set<string>) => {
    if (!name || !known.has(name)) return new Response('Not found', { status: 404 })
    return new Response(iconSvg(name), {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  }
  app.get('/icons/chains/:file', (c) => answer(c.req.param('file').replace(/\.svg$/, ''), chains))
  // The peer's widget asks for a chain's square badge by rewriting `/icons/` to `/icons/square/` in its `iconUrl`.
  app.get('/icons/square/chains/:file', (c) => answer(c.req.param('file').replace(/\.svg$/, ''), chains))
  app.get('/icons/:file', (c) => answer(c.req.param('file').replace(/\.svg$/, ''), currencies))
}
