import type { Client } from 'viem'
import { getBalance, getGasPrice } from 'viem/actions'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'

/** Gas assumed for an item the quote gives no limit for. */
const fallbackGas = 150_000n

/**
 * Whether `account` holds too little native currency on the client's chain to send `items` itself: their gas limits
 * (the quote's, else 150,000 each) at their `maxFeePerGas` (else the chain's gas price), plus the native value they send.
 */
export async function needsGasless(
  client: Client,
  account: `0x${string}`,
  items: readonly TransactionStepItem[],
): Promise<boolean> {
  const [balance, gasPrice] = await Promise.all([
    getBalance(client, { address: account }),
    getGasPrice(client),
  ])
  let need = 0n
  for (const { data } of items)
    need +=
      BigInt(data.gas ?? fallbackGas) * BigInt(data.maxFeePerGas ?? gasPrice) + BigInt(data.value ?? '0')
  return balance < need
}
