import { type CustomTransport, custom } from 'viem'
import type { Simulator } from '../../app/createSimulator'

/**
 * Test-only helper (src/chains/testing/: never imported by the service): a viem transport over the in-process
 * simulator's JSON-RPC route of the virtual EVM chain `chainId` (`/__sim/rpc/<chainId>`, 8453 unless given). An
 * error answer is thrown as an `Error` carrying its `code` and `message`.
 *
 * @example
 * const client = createPublicClient({ chain, transport: virtualEvmTransport(sim) })
 */
export function virtualEvmTransport(sim: Simulator, chainId = 8453): CustomTransport {
  return custom({
    async request({ method, params }) {
      const res = await sim.fetch(`http://sim.test/__sim/rpc/${chainId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      })
      const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), body.error)
      return body.result
    },
  })
}
