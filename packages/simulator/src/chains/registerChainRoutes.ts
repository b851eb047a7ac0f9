import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'
import { toChainRecord } from './toChainRecord'

/** `GET /chains` → `{chains: ChainRecord[]}`. */
export function registerChainRoutes(app: Hono, ctx: SimContext) {
  app.get('/chains', (c) => c.json({ chains: ctx.chains.map(toChainRecord) }))
}
