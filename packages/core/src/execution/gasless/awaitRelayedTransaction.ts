import { type Client, isAddressEqual } from 'viem'
import { getTransaction } from 'viem/actions'
import { isRetryableError } from '../../query/isRetryableError'
import { type StatusResult, statusResultSchema } from '../../schemas/statusResultSchema'
import type { ExecutionContext } from '../ExecutionContext'
import type { EvmEvidence } from '../evm/EvmEvidence'
import { sleep } from '../sleep'
import type { GaslessExecuteBody } from './GaslessExecuteBody'

/** What {@link awaitRelayedTransaction} found: the relayer's transaction, or the request's end without one. */
export type RelayedTransaction =
  | { kind: 'relayed'; hash: string; evidence: EvmEvidence }
  | { kind: 'ended'; status: StatusResult }
  | { kind: 'timeout' }

/**
 * After the service took a gasless batch: polls the request's status until it names an origin transaction, and
 * believes it only once the chain shows it carries exactly the signed batch (to the account, the same call data); a
 * request that ends first (failure, refund) is returned as it ended. Gives up after the receipt timeout.
 */
export async function awaitRelayedTransaction(
  ctx: ExecutionContext,
  parameters: { client: Client; body: GaslessExecuteBody },
): Promise<RelayedTransaction> {
  const { client, body } = parameters
  const deadline = Date.now() + ctx.options.receiptTimeoutMs
  for (;;) {
    const status = await ctx.client
      .request({
        path: '/intents/status/v3',
        query: { requestId: ctx.requestId },
        schema: statusResultSchema,
        signal: ctx.signal,
      })
      .catch((error) => {
        if (ctx.signal.aborted || !isRetryableError(error)) throw error
        return undefined
      })
    for (const hash of status?.inTxHashes ?? []) {
      const tx = await getTransaction(client, { hash: hash as `0x${string}` }).catch(() => undefined)
      if (
        tx?.to &&
        isAddressEqual(tx.to, body.data.to as `0x${string}`) &&
        tx.input.toLowerCase() === body.data.data.toLowerCase()
      )
        return {
          kind: 'relayed',
          hash: tx.hash,
          evidence: { from: tx.from, nonce: tx.nonce, fromBlock: tx.blockNumber ?? 0n },
        }
    }
    if (status && (status.status === 'failure' || status.status === 'refund'))
      return { kind: 'ended', status }
    if (Date.now() > deadline) return { kind: 'timeout' }
    await sleep(ctx.options.pollIntervalMs, ctx.signal)
  }
}
