import { createSvmChain, type SvmChain } from './createSvmChain'
import { type SvmRpcServer, serveSvmRpc } from './serveSvmRpc'

/** The local Solana chain and its RPC endpoint, running. */
export interface LocalSvmChain {
  chain: SvmChain
  rpc: SvmRpcServer
  stop(): Promise<void>
}

/**
 * Creates the LiteSVM Solana chain (in this process, no validator, no network) and serves its JSON-RPC and
 * WebSocket on a free port of `host`. `now()` (ms) gives the chain's clock.
 */
export async function startSvmChain(options: { host?: string; now: () => number }): Promise<LocalSvmChain> {
  const chain = await createSvmChain({ now: options.now })
  const rpc = await serveSvmRpc(chain, options.host ? { host: options.host } : {})
  return { chain, rpc, stop: () => rpc.close() }
}
