import { chainIds } from '../config/chainIds'
import { deployContracts } from './deployContracts'
import { type AnvilInstance, startAnvil } from './startAnvil'

/** The local chains of anvil mode, deployed and funded. */
export interface LocalChains {
  chains: AnvilInstance[]
  /** RPC URL by chain id. */
  rpcUrls: Record<number, string>
  /** Stops every anvil process (resolves once they have exited). */
  stop(): Promise<void>
}

/**
 * Starts one anvil per chain id (defaults: 8453 and 10) on free ports, in parallel, and deploys the
 * stablecoin and depository on each (see `deployContracts`). `timestamp` (Unix seconds) sets the genesis
 * time, so block times agree with a pinned simulator clock. On any failure every started chain is stopped.
 */
export async function startLocalChains(
  options: { chainIds?: number[]; host?: string; timestamp?: number } = {},
): Promise<LocalChains> {
  const ids = options.chainIds ?? [chainIds.base, chainIds.optimism]
  const started = await Promise.allSettled(
    ids.map((chainId) =>
      startAnvil({
        chainId,
        ...(options.host ? { host: options.host } : {}),
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      }),
    ),
  )
  const chains = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const stop = async () => {
    await Promise.all(chains.map((c) => c.stop()))
  }
  try {
    const failed = started.find((s) => s.status === 'rejected')
    if (failed) throw failed.reason
    await Promise.all(chains.map((c) => deployContracts({ chainId: c.chainId, rpcUrl: c.rpcUrl })))
  } catch (error) {
    await stop()
    throw error
  }
  return { chains, rpcUrls: Object.fromEntries(chains.map((c) => [c.chainId, c.rpcUrl])), stop }
}
