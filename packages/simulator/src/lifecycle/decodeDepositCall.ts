import { decodeFunctionData } from 'viem'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import type { OriginTransaction } from '../model/OriginTransaction'

/** The currency and amount of a depository call (`depositNative`, `depositErc20`, `depositFor`). */
export function decodeDepositCall(tx: OriginTransaction): { currency: string; amount: bigint } {
  if (tx.token) return { currency: tx.token.address, amount: tx.token.amount }
  try {
    const call = decodeFunctionData({ abi: depositoryAbi, data: tx.data as `0x${string}` })
    if (call.functionName === 'depositErc20') return { currency: call.args[0], amount: call.args[1] }
    if (call.functionName === 'depositFor') return { currency: call.args[0], amount: call.args[2] }
  } catch {
    // Not a known depository call: a plain native deposit with the request id appended.
  }
  return { currency: addresses.native, amount: tx.value }
}
