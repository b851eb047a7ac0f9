import { getAddress, type Transaction, type TransactionReceipt } from 'viem'
import type { OriginTransaction } from '../model/OriginTransaction'
import { decodeTokenMovement } from './decodeTokenMovement'

/**
 * Builds the solver's view of a mined transaction: sender, target, value, call data, block, timestamp
 * (Unix seconds), fee (gas used × effective gas price), receipt status and, for ERC-20 movements, the token.
 */
export function toOriginTransaction(
  chainId: number,
  tx: Transaction,
  receipt: TransactionReceipt,
  timestamp: bigint | number,
): OriginTransaction {
  const token = decodeTokenMovement(tx.to, tx.input)
  return {
    chainId,
    hash: tx.hash,
    from: getAddress(tx.from),
    to: tx.to ? getAddress(tx.to) : (receipt.contractAddress ?? ''),
    value: tx.value,
    data: tx.input,
    blockNumber: Number(receipt.blockNumber),
    timestamp: Number(timestamp),
    ...(token ? { token: { address: token.address, amount: token.amount } } : {}),
    fee: receipt.gasUsed * receipt.effectiveGasPrice,
    success: receipt.status === 'success',
  }
}
