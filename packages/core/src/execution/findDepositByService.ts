import type { Client } from 'viem'
import { getTransaction, getTransactionReceipt } from 'viem/actions'
import { getAction } from 'viem/utils'
import { getRequestStatus } from '../api/getRequestStatus'
import type { ExecutionContext } from './ExecutionContext'

/** Parameters of {@link findDepositByService}. */
export type FindDepositByServiceParameters = {
  /** The deposit's chain's bare viem client (wagmi's `getClient`): the hash the service names is checked there. */
  publicClient: Client
  /** The chain the deposit was claimed on: an origin transaction on another chain is not it. */
  chainId: number
  /** What the deposit does (`transactionContent` of its item): the transaction must carry that call. */
  content: { to: string; data: string; value: bigint }
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * The deposit's origin transaction as the service saw it: the request's status (`/intents/status/v3`) moved past
 * `waiting` on the claimed chain and names an incoming transaction hash, whose receipt is on chain, succeeded,
 * calls the deposit's contract or carries a log of it (a smart account's bundle calls the EntryPoint, and the
 * deposit's contract logs inside it), and whose input carries the deposit's call data (its request id with it):
 * another request's deposit, or any other transaction, is not taken for this one. What a claim the nonce cannot prove (a smart account, a wallet's private
 * mempool) is recovered by. Undefined while the service has seen nothing, when it cannot be read, or when the hash
 * it names does not hold up on chain: the claim stays unknown, nothing is sent. The status read is kept in the
 * progress.
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
  const to = parameters.content.to.toLowerCase()
  const data = parameters.content.data.toLowerCase().slice(2)
  const receiptOf = getAction(parameters.publicClient, getTransactionReceipt, 'getTransactionReceipt')
  const transactionOf = getAction(parameters.publicClient, getTransaction, 'getTransaction')
  for (const hash of status.inTxHashes.filter((h) => hashPattern.test(h)) as `0x${string}`[]) {
    const receipt = await receiptOf({ hash }).catch(() => undefined)
    if (receipt?.status !== 'success') continue
    if (receipt.to?.toLowerCase() !== to && !receipt.logs.some((log) => log.address.toLowerCase() === to))
      continue
    // The deposit's own call data (with its request id) is in the transaction: sent directly, or inside a bundle.
    const sent = await transactionOf({ hash }).catch(() => undefined)
    if (sent?.input.toLowerCase().includes(data)) return hash
  }
  return undefined
}
