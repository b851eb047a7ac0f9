import { getRequestStatus } from '../api/getRequestStatus'
import type { ExecutionContext } from './ExecutionContext'

/** Parameters of {@link findDepositByService}. */
export type FindDepositByServiceParameters = {
  /** The chain the deposit was claimed on: an origin transaction on another chain is not it. */
  chainId: number
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * The deposit's origin transaction as the service saw it: the request's status (`/intents/status/v3`) moved past
 * `waiting` on the claimed chain and names an incoming transaction hash. What a claim the nonce cannot prove (a
 * smart account, a wallet's private mempool) is recovered by; the hash is then confirmed on chain like any other.
 * Undefined while the service has seen nothing, or when it cannot be read: the claim stays unknown, nothing is
 * sent. The status read is kept in the progress.
 */
export async function findDepositByService(
  ctx: Pick<ExecutionContext, 'client' | 'requestId' | 'signal' | 'set'>,
  parameters: FindDepositByServiceParameters,
): Promise<`0x${string}` | undefined> {
  const status = await getRequestStatus(
    ctx.client,
    { requestId: ctx.requestId },
    { signal: ctx.signal },
  ).catch(() => undefined)
  ctx.signal.throwIfAborted()
  if (!status || status.status === 'waiting') return undefined
  if (status.originChainId != null && status.originChainId !== parameters.chainId) return undefined
  ctx.set({ request: status })
  return status.inTxHashes.find((hash) => hashPattern.test(hash)) as `0x${string}` | undefined
}
