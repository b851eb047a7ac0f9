import { getClient } from '@wagmi/core'
import type { Client } from 'viem'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters } from '../machine/ChainAdapter'

/** The wagmi client of the item's chain; a chain missing from the app's wallet configuration refuses the item. */
export function publicClientOf({
  ctx,
  step,
  item,
  data,
}: AdapterItemParameters<TransactionStepItem>): Client {
  const client = getClient(ctx.config, { chainId: data.data.chainId })
  if (client) return client
  throw ctx.fail({
    type: 'rejected',
    step,
    item,
    error: {
      reason: 'unsafe',
      check: 'chain-configured',
      shortMessage: `Chain ${data.data.chainId} is not in the app's wallet configuration: nothing was sent.`,
    },
  })
}
