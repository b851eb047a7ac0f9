import type { RequestRecord, StatusResult } from '@crosspay/core'

/** One transaction of a request: the deposit on the origin chain, the delivery (fill), or a refund. */
export type RequestTransaction = {
  kind: 'deposit' | 'fill' | 'refund'
  hash: string
  chainId: number | undefined
}

/**
 * The transactions of a request, deposits first. From its record when there is one (each transaction names its
 * chain); else from the status result: `inTxHashes` on the origin chain, `txHashes` on the destination chain, or
 * on the origin chain as refunds when the status is `refund`. In a record, an outgoing transaction on the origin
 * chain of a refunded request is its refund. Duplicates are dropped.
 */
export function readRequestTransactions(
  status: StatusResult | undefined,
  record: RequestRecord | undefined,
): RequestTransaction[] {
  const current = status?.status ?? record?.status
  const refunded = current === 'refund'
  const list: RequestTransaction[] = []
  if (record) {
    const origin = record.data.route?.quoted?.origin?.inputCurrency?.currency.chainId ?? status?.originChainId
    for (const tx of record.data.inTxs) list.push({ kind: 'deposit', hash: tx.txHash, chainId: tx.chainId })
    for (const tx of record.data.outTxs)
      list.push({
        kind: refunded && (origin === undefined || tx.chainId === origin) ? 'refund' : 'fill',
        hash: tx.txHash,
        chainId: tx.chainId,
      })
  }
  if (status) {
    const origin = status.originChainId ?? undefined
    const destination = status.destinationChainId ?? undefined
    for (const hash of status.inTxHashes) list.push({ kind: 'deposit', hash, chainId: origin })
    for (const hash of status.txHashes)
      list.push(
        refunded ? { kind: 'refund', hash, chainId: origin } : { kind: 'fill', hash, chainId: destination },
      )
  }
  const seen = new Set<string>()
  return list.filter((tx) => {
    // A 0x hash is the same in any case; a base58 signature (Solana) is not.
    const key = tx.hash.startsWith('0x') ? tx.hash.toLowerCase() : tx.hash
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
