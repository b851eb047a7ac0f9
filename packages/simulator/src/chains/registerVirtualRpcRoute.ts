import type { Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import type { SimContext } from '../model/SimContext'
import type { ChainConfig } from '../model/types'
import { answerSvmRpc } from '../svm/answerSvmRpc'
import { virtualSvmLedger } from '../svm/virtualSvmLedger'
import { answerVirtualEvm } from './answerVirtualEvm'
import { readFeeData } from './readFeeData'
import { relayRpc } from './relayRpc'
import { virtualBlockNumber } from './virtualBlockNumber'

const hex = (n: number | bigint) => `0x${n.toString(16)}`

/** JSON-RPC 2.0 error codes used here. */
const codes = { parse: -32700, invalidRequest: -32600, notSupported: -32601 }

type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

/** Answers one JSON-RPC method for a virtual chain. */
async function answer(
  ctx: SimContext,
  chain: ChainConfig,
  method: string,
  params: unknown[],
): Promise<Answer> {
  const block = virtualBlockNumber(ctx.clock.now())
  if (chain.vmType === 'svm') return answerSvmRpc(await virtualSvmLedger(ctx), method, params)
  if (method === 'eth_chainId') return { result: hex(chain.id) }
  if (method === 'net_version') return { result: String(chain.id) }
  if (method === 'eth_blockNumber') return { result: hex(block) }
  if (method === 'eth_gasPrice') return { result: hex((await readFeeData(ctx, chain)).maxFeePerGas) }
  if (method === 'eth_maxPriorityFeePerGas')
    return { result: hex((await readFeeData(ctx, chain)).maxPriorityFeePerGas) }
  const evm = await answerVirtualEvm(ctx, chain, method, params)
  if (evm) return evm
  return {
    error: {
      code: codes.notSupported,
      message: `${method} is not supported on a virtual chain (${chain.id})`,
    },
  }
}

/**
 * Mounts `POST /__sim/rpc/:chainId`, the `httpRpcUrl` of every chain without a live anvil (all chains in
 * virtual mode; 42161, 7777777 and the SVM chain in anvil mode): a JSON-RPC 2.0 endpoint. EVM chains answer
 * `eth_chainId`, `net_version`, `eth_blockNumber` (from the sim clock, see virtualBlockNumber), `eth_gasPrice` /
 * `eth_maxPriorityFeePerGas` (the backend's fee data), and everything a wallet needs to send and confirm a quote's
 * transactions on the virtual chain's own ledger (see answerVirtualEvm: balances, nonces, ERC-20 reads, sends mined
 * at once and ingested like anvil deposits, receipts, signing for the anvil accounts); the SVM chain answers the
 * Solana JSON-RPC methods of answerSvmRpc from the virtual Solana chain (virtualSvmLedger: the LiteSVM chain's
 * genesis, its deposits ingested at once; HTTP only, no WebSocket subscriptions). Any other method is JSON-RPC error -32601 "not
 * supported on a virtual chain". Batches are answered element by element. A live chain's path (anvil mode) relays
 * every request to its anvil (`relayRpc`): a wallet pointed there goes through the fault rules (`FaultRule.path`
 * `/__sim/rpc/8453`, `rpcMethod`) like a virtual chain's, while the chain records keep naming anvil itself. An
 * unknown chain is a 404. Not rate-limited (a `/__sim/` path), and mounted whether or not the development
 * controls are.
 */
export function registerVirtualRpcRoute(app: Hono, ctx: SimContext) {
  app.post('/__sim/rpc/:chainId', async (c) => {
    const chain = ctx.chain(Number(c.req.param('chainId')))
    if (!chain) return errorResponse(c, 404, `No simulated chain ${c.req.param('chainId')}`, 'NOT_FOUND')
    if (chain.live) return relayRpc(c.req.raw, chain.httpRpcUrl)
    let payload: unknown
    try {
      payload = await c.req.json()
    } catch {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: codes.parse, message: 'Parse error' } })
    }
    const one = async (call: unknown) => {
      const id = (call as { id?: unknown } | null)?.id ?? null
      const method = (call as { method?: unknown } | null)?.method
      if (!call || typeof call !== 'object' || typeof method !== 'string')
        return { jsonrpc: '2.0', id, error: { code: codes.invalidRequest, message: 'Invalid request' } }
      const params = (call as { params?: unknown }).params
      return {
        jsonrpc: '2.0',
        id,
        ...(await answer(ctx, chain, method, Array.isArray(params) ? params : [])),
      }
    }
    if (Array.isArray(payload)) return c.json(await Promise.all(payload.map(one)))
    return c.json(await one(payload))
  })
}
