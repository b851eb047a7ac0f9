import { describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { type CaliburBatch, runCaliburBatch } from './runCaliburBatch'

const account = '0x00000000000000000000000000000000000000aa'
const relayer = addresses.relayer
const zero = `0x${'0'.repeat(40)}`
const deposit = { to: addresses.depository, value: 0n, data: '0x1234' as const }
const approve = { to: addresses.stablecoin, value: 0n, data: '0x095ea7b3' as const }
const batch = (extra: Partial<CaliburBatch> = {}): CaliburBatch => ({
  calls: [approve, deposit],
  revertOnFailure: true,
  nonce: 0n,
  keyHash: `0x${'0'.repeat(64)}`,
  executor: zero,
  deadline: 0n,
  signer: account,
  ...extra,
})

/** Runs `b` on an account delegated to `delegate`, with Calibur's next sequence number `seq` for key 0. */
const run = (b: CaliburBatch | null, options: { delegate?: string; seq?: bigint; fail?: string } = {}) => {
  const called: string[] = []
  const used: bigint[] = []
  const result = runCaliburBatch({
    account,
    sender: relayer,
    delegate: 'delegate' in options ? options.delegate : addresses.calibur.toLowerCase(),
    batch: b,
    now: 1_000n,
    useSeq: (key) => {
      used.push(key)
      return options.seq ?? 0n
    },
    call: (call) => {
      called.push(call.to)
      return call.to === options.fail
        ? false
        : call.to === deposit.to
          ? { address: approve.to, amount: 5n }
          : {}
    },
  })
  return { ...result, called, used }
}

describe('runCaliburBatch', () => {
  test('default: a batch signed by the account runs its calls in order; the deposit and its token are reported', () => {
    expect(run(batch())).toMatchObject({
      revert: null,
      deposits: [deposit],
      token: { address: approve.to, amount: 5n },
      called: [approve.to, deposit.to],
      used: [0n],
    })
  })

  test("behavior: Calibur's checks, each before any call", () => {
    const label = (b: CaliburBatch | null, options?: Parameters<typeof run>[1]) => {
      const r = run(b, options)
      expect(r.called).toEqual([])
      return r.revert
    }
    expect(label(batch({ executor: '0x00000000000000000000000000000000000000bb' }))).toBe('Unauthorized')
    expect(label(batch({ deadline: 999n }))).toBe('SignatureExpired')
    expect(label(batch({ keyHash: `0x${'1'.padStart(64, '0')}` }))).toBe('Unauthorized')
    expect(label(batch({ nonce: 1n }))).toBe('InvalidNonce')
    expect(label(batch({ nonce: (7n << 64n) | 3n }), { seq: 2n })).toBe('InvalidNonce')
    expect(label(batch({ signer: relayer }))).toBe('InvalidSignature')
    expect(label(batch({ signer: undefined }))).toBe('InvalidSignature')
    expect(label(null)).toBe('UNKNOWN')
    expect(label(batch(), { delegate: '0x000000000000000000000000000000000000dead' })).toBe('UNKNOWN')
    // The executor named, a deadline still ahead, the key's next sequence number: it runs.
    expect(
      run(batch({ executor: relayer, deadline: 1_000n, nonce: (7n << 64n) | 3n }), { seq: 3n }),
    ).toMatchObject({
      revert: null,
      used: [7n],
    })
  })

  test('behavior: a failed call reverts all with revertOnFailure, and is skipped without; a plain account runs nothing', () => {
    expect(run(batch(), { fail: approve.to })).toMatchObject({ revert: 'CallFailed', deposits: [] })
    expect(run(batch({ revertOnFailure: false }), { fail: approve.to })).toMatchObject({
      revert: null,
      deposits: [deposit],
    })
    expect(run(batch(), { delegate: undefined })).toMatchObject({ revert: null, called: [], used: [] })
  })
})
