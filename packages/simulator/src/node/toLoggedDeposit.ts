import { encodeFunctionData, getAddress, type Hex, type Transaction, type TransactionReceipt } from 'viem'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import type { OriginTransaction } from '../model/OriginTransaction'

/** A depository `Deposit(depositor, token, amount, requestId)` event, decoded. */
export interface DepositLog {
  depositor: string
  token: string
  amount: bigint
  requestId: Hex
}

/**
 * The solver's view of a deposit made *by* an account rather than sent to the depository (an EIP-7702 batch the
 * relayer sends to the user's account, a contract wallet, a multicall): read from the depository's `Deposit` event,
 * it reads as the depository call the event stands for: from the depositor, to the depository, the
 * `depositErc20` / `depositNative` call data ending with the request id, the token and amount moved. The
 * transaction's hash, block, fee (paid by whoever sent it) and receipt status are kept.
 */
export function toLoggedDeposit(
  chainId: number,
  tx: Transaction,
  receipt: TransactionReceipt,
  timestamp: bigint | number,
  log: DepositLog,
): OriginTransaction {
  const native = log.token.toLowerCase() === addresses.native
  return {
    chainId,
    hash: tx.hash,
    from: getAddress(log.depositor),
    to: getAddress(addresses.depository),
    value: native ? log.amount : 0n,
    data: native
      ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [log.requestId] })
      : encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'depositErc20',
          args: [getAddress(log.token), log.amount, log.requestId],
        }),
    blockNumber: Number(receipt.blockNumber),
    timestamp: Number(timestamp),
    ...(native ? {} : { token: { address: getAddress(log.token), amount: log.amount } }),
    fee: receipt.gasUsed * receipt.effectiveGasPrice,
    success: receipt.status === 'success',
  }
}
