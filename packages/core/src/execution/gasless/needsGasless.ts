import type { Client } from 'viem'
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
  // Raw JSON-RPC: viem's `getBalance` brings `call` (its multicall and CCIP code) into the gasless chunk.
  const [balance, gasPrice] = (
    await Promise.all([
      client.request({ method: 'eth_getBalance', params: [account, 'latest'] }),
      client.request({ method: 'eth_gasPrice' }),
    ])
  ).map((hex) => BigInt(hex)) as [bigint, bigint]
  let need = 0n
  for (const { data } of items)
    need +=
      BigInt(data.gas ?? fallbackGas) * BigInt(data.maxFeePerGas ?? gasPrice) + BigInt(data.value ?? '0')
  return balance < need
}
