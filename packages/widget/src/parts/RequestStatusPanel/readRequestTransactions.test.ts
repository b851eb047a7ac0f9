import type { StatusResult } from '@crosspay/core'
import { describe, expect, test } from 'vitest'
import { readRequestTransactions } from './readRequestTransactions'

const status = (over: Partial<StatusResult>): StatusResult => ({
  status: 'success',
  inTxHashes: ['0xa1'],
  txHashes: ['0xb2'],
  originChainId: 8453,
  destinationChainId: 10,
  ...over,
})

describe('readRequestTransactions', () => {
  test('default: from the status alone, the deposit on the origin chain and the delivery on the destination', () => {
    expect(readRequestTransactions(status({}), undefined)).toEqual([
      { kind: 'deposit', hash: '0xa1', chainId: 8453 },
      { kind: 'fill', hash: '0xb2', chainId: 10 },
    ])
  })

  test('behavior: on a refund the outgoing transaction is the refund, on the origin chain', () => {
    expect(readRequestTransactions(status({ status: 'refund' }), undefined)[1]).toEqual({
      kind: 'refund',
      hash: '0xb2',
      chainId: 8453,
    })
  })

  test('behavior: a record names each chain; the same hash from the status is not listed twice', () => {
    const record = {
      id: '0x1',
      status: 'success',
      features: [],
      data: { inTxs: [{ txHash: '0xA1', chainId: 8453 }], outTxs: [{ txHash: '0xb2', chainId: 10 }] },
    } as never
    expect(readRequestTransactions(status({}), record)).toEqual([
      { kind: 'deposit', hash: '0xA1', chainId: 8453 },
      { kind: 'fill', hash: '0xb2', chainId: 10 },
    ])
  })

  test('behavior: Solana signatures are base58, where case matters: two that differ in case only are both listed', () => {
    const a = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    const b = a.replace('5VERv8', '5verv8')
    expect(
      readRequestTransactions(
        status({ inTxHashes: [a, b], txHashes: [], originChainId: 792703809 }),
        undefined,
      ).map((tx) => tx.hash),
    ).toEqual([a, b])
  })
})
