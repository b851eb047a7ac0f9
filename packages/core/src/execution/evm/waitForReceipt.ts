import { type Client, type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem'
import { getTransactionCount, getTransactionReceipt } from 'viem/actions'
import { getAction } from 'viem/utils'
import { sleep } from '../sleep'
import { findSentTransaction } from './findSentTransaction'
import { isTransientRpcError } from './isTransientRpcError'

/** Options of {@link waitForReceipt}. */
export type WaitForReceiptParameters = {
  hash: Hash
  /** The sender and the transaction's nonce: a replacement is the sender's mined transaction with that nonce. */
  from: string
  nonce: number
  /** Where to look for a replacement from. */
  fromBlock: bigint
  /** Poll every this many ms. */
  intervalMs: number
  /** Give up after this many ms (an `Error` named `TimeoutError`). */
  timeoutMs: number
  signal?: AbortSignal | undefined
  /** The wallet replaced the transaction (sped up or cancelled): the new hash is followed from here. */
  onReplaced?: ((hash: Hash) => void) | undefined
}

/**
 * Waits for a transaction's receipt, polling (never a socket: it stops the moment `signal` aborts). When the
 * sender's nonce has moved past the transaction's without a receipt for it, the wallet replaced it: the mined
 * transaction with that nonce is found, reported through `onReplaced`, and its receipt returned (a cancellation
 * is a replacement too: the caller sees a receipt of another transaction and decides). A read that fails in transit
 * (`isTransientRpcError`: the node out of reach, a 5xx or 429, a garbled answer) is no answer: it polls on until the
 * deadline, whose `TimeoutError` has the last such failure as its `cause`; any other error is thrown at once. `client` is the chain's bare
 * viem client (wagmi's `getClient`), read through viem's tree-shakable actions.
 */
export async function waitForReceipt(
  client: Client,
  parameters: WaitForReceiptParameters,
): Promise<TransactionReceipt> {
  const receiptOf = getAction(client, getTransactionReceipt, 'getTransactionReceipt')
  const deadline = Date.now() + parameters.timeoutMs
  let hash = parameters.hash
  // The last read that failed in transit: the cause of a timeout it led to.
  let failed: unknown
  for (;;) {
    parameters.signal?.throwIfAborted()
    try {
      return await receiptOf({ hash })
    } catch (error) {
      if (isTransientRpcError(error)) failed = error
      else if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    const mined = await getAction(
      client,
      getTransactionCount,
      'getTransactionCount',
    )({
      address: parameters.from as `0x${string}`,
      blockTag: 'latest',
    }).catch((error: unknown) => {
      if (!isTransientRpcError(error)) throw error
      failed = error
      return undefined
    })
    if (mined !== undefined && mined > parameters.nonce) {
      // Mined between the two reads, most often: its receipt is there now. Else the wallet replaced it.
      const receipt = await receiptOf({ hash }).catch(() => undefined)
      if (receipt) return receipt
      const replacement = await findSentTransaction(client, parameters)
      if (replacement && replacement !== hash) {
        hash = replacement
        parameters.onReplaced?.(replacement)
        continue
      }
    }
    if (Date.now() > deadline)
      throw Object.assign(
        new Error(`No receipt for ${hash} after ${parameters.timeoutMs} ms`, { cause: failed }),
        { name: 'TimeoutError' },
      )
    await sleep(parameters.intervalMs, parameters.signal)
  }
}
