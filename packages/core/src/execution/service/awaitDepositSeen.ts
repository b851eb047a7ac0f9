import * as z from 'zod/mini'
import { isRetryableError } from '../../query/isRetryableError'
import { statusResultSchema } from '../../schemas/statusResultSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters } from '../machine/ChainAdapter'
import { sleep } from '../sleep'
import { splitEndpoint } from './splitEndpoint'
import { toExecutionRecovery } from './toExecutionRecovery'

/** Any JSON object: what `POST /transactions/index` answers is not read. */
const anyBody = z.looseObject({})

/**
 * After a deposit's receipt: tells the service about it (`POST /transactions/index`, optional, failures ignored),
 * then polls the item's check endpoint until the service has seen it (any status past `waiting`); the tracker
 * takes over from there. While a check read fails transiently (5xx, 429, network, malformed body) the progress
 * carries `recovery` (the error and the next read, one poll interval on); the next read that answers clears it.
 */
export async function awaitDepositSeen(
  parameters: AdapterItemParameters<TransactionStepItem> & { hash: string },
): Promise<void> {
  const { ctx, quote, step, data: item, hash: txHash } = parameters
  if (!item.check) return
  await ctx.client
    .request({
      method: 'POST',
      path: '/transactions/index',
      body: { txHash, chainId: item.data.chainId },
      schema: anyBody,
    })
    .catch(() => undefined)
  const { path, query } = splitEndpoint(item.check.endpoint, quote.steps[step]!.id)
  for (;;) {
    const status = await ctx.client
      .request({ path, query, schema: statusResultSchema, signal: ctx.signal })
      .catch((error) => {
        if (ctx.signal.aborted) throw error
        if (isRetryableError(error))
          ctx.apply({
            type: 'retrying',
            recovery: toExecutionRecovery(error, Date.now() + ctx.options.pollIntervalMs),
          })
        return undefined
      })
    if (status) ctx.apply({ type: 'seen', request: status })
    if (status && status.status !== 'waiting') return
    await sleep(ctx.options.pollIntervalMs, ctx.signal)
  }
}
