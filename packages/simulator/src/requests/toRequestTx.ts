import type { SimTx } from '../model/types'

/** A transaction of `inTxs` / `outTxs` in the v3 shape (internal fields such as `kind` left out). */
export const toRequestTx = (t: SimTx) => ({
  txHash: t.txHash,
  fee: t.fee,
  block: t.block,
  type: t.type,
  chainId: t.chainId,
  timestamp: t.timestamp,
  status: t.status,
  data: t.data,
  stateChanges: t.stateChanges,
})
