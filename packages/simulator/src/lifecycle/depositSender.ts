import { decodeFunctionData } from 'viem'
import { depositoryAbi } from '../model/depositoryAbi'

/**
 * Who paid a deposit, the address a refund of it returns to: the `from` of a solver's
 * `depository.depositFor` call (permit flows), else the transaction's sender.
 */
export function depositSender(tx: { from: string; data?: string }): string {
  const data = String(tx.data ?? '0x')
  try {
    const call = decodeFunctionData({ abi: depositoryAbi, data: data as `0x${string}` })
    if (call.functionName === 'depositFor') return call.args[1]
  } catch {
    // Any other call data: the sender paid.
  }
  return tx.from
}
