import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'
import { registerExplorerRoute } from './registerExplorerRoute'
import { registerVirtualRpcRoute } from './registerVirtualRpcRoute'
import { toChainRecord } from './toChainRecord'

/**
 * `GET /chains` → `{chains: ChainRecord[]}`, plus what the records point at: the JSON-RPC endpoint of
 * the virtual chains (`httpRpcUrl` = `/__sim/rpc/:id`) and the simulated explorer (`explorerUrl` =
 * `/__sim/explorer/:id`).
 */
export function registerChainRoutes(app: Hono, ctx: SimContext) {
  app.get('/chains', (c) => c.json({ chains: ctx.chains.map(toChainRecord) }))
  registerVirtualRpcRoute(app, ctx)
  registerExplorerRoute(app, ctx)
}
