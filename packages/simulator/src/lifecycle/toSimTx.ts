import type { OriginTransaction } from '../model/OriginTransaction'
import type { SimTx } from '../model/types'

/** An origin transaction as an `inTxs` entry of a request. */
export function toSimTx(tx: OriginTransaction): SimTx {
  return {
    txHash: tx.hash,
    chainId: tx.chainId,
    block: tx.blockNumber,
    timestamp: tx.timestamp,
    fee: (tx.fee ?? 0n).toString(),
    type: 'onchain',
    status: tx.success === false ? 'failed' : 'success',
    data: { from: tx.from, to: tx.to, value: tx.value.toString(), data: tx.data },
    stateChanges: [],
  }
}
