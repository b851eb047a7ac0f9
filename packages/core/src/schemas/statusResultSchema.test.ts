import { describe, expect, test } from 'vitest'
import { collectUnknownValues } from '../utils/collectUnknownValues'
import { statusResultSchema } from './statusResultSchema'

describe('statusResultSchema', () => {
  test('default', () => {
    const parsed = statusResultSchema.parse({
      status: 'success',
      details: 'done',
      inTxHashes: ['0x1'],
      txHashes: ['0x2'],
      updatedAt: 1_700_000_000_000,
      originChainId: 1,
      destinationChainId: 8453,
      failReason: null,
    })
    expect(parsed.status).toBe('success')
    expect(parsed.txHashes).toEqual(['0x2'])
  })

  test('behavior: missing hash lists default to []', () => {
    expect(statusResultSchema.parse({ status: 'waiting' }).inTxHashes).toEqual([])
    const first = statusResultSchema.parse({ status: 'waiting' })
    expect(first).toEqual({ status: 'waiting', inTxHashes: [], txHashes: [] })
    expect(statusResultSchema.parse({ status: 'waiting' }).txHashes).not.toBe(first.txHashes)
    for (const bad of [null, '0x1', [1]])
      expect([bad, statusResultSchema.safeParse({ status: 'waiting', txHashes: bad }).success]).toEqual([
        bad,
        false,
      ])
  })

  test('behavior: unknown status and failReason are kept and flagged, never a crash', () => {
    const { result, unknownValues } = collectUnknownValues(() =>
      statusResultSchema.safeParse({
        status: 'teleported',
        failReason: 'QUANTUM_TUNNEL',
        refundFailReason: null,
      }),
    )
    expect(result.success).toBe(true)
    expect(result.data?.status).toBe('teleported')
    expect(result.data?.failReason).toBe('QUANTUM_TUNNEL')
    expect(unknownValues).toEqual([
      { field: 'status', value: 'teleported' },
      { field: 'failReason', value: 'QUANTUM_TUNNEL' },
    ])
  })

  test('behavior: known failReason values are not flagged', () => {
    const { unknownValues } = collectUnknownValues(() =>
      statusResultSchema.safeParse({
        status: 'refund',
        failReason: 'SLIPPAGE',
        refundFailReason: 'MANUAL_REFUND_REQUIRED',
      }),
    )
    expect(unknownValues).toEqual([])
  })

  test('behavior: a non-string status fails', () => {
    expect(statusResultSchema.safeParse({ status: 3 }).success).toBe(false)
  })
  test('behavior: null details and timestamps parse (the service may send null)', () => {
    const result = statusResultSchema.safeParse({ status: 'success', details: null, updatedAt: null })
    expect(result.success).toBe(true)
    expect(result.data?.details).toBeNull()
  })
})
