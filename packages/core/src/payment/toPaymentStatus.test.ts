import { describe, expect, test } from 'vitest'
import type { ExecutionProgress } from '../execution/types'
import { type PaymentStatusState, toPaymentStatus } from './toPaymentStatus'

const requestId = `0x${'ab'.repeat(32)}`
const progress = (
  status: ExecutionProgress['status'],
  funds: ExecutionProgress['funds'],
): ExecutionProgress => ({
  requestId,
  status,
  steps: [],
  request: undefined,
  funds,
  depositAddress: undefined,
  error: undefined,
})
const base: PaymentStatusState = {
  progress: undefined,
  running: false,
  interrupted: false,
  chosen: true,
  ready: true,
  refused: false,
}

describe('toPaymentStatus', () => {
  test('default: a ready quote and nothing else known', () => {
    expect(toPaymentStatus(base)).toBe('ready')
  })

  test.each([
    ['not-sent', 'failed'],
    ['refunded', 'refunded'],
    ['sent', 'unconfirmed'],
    ['unknown', 'unconfirmed'],
    ['failed', 'unconfirmed'],
  ] as const)(
    'behavior: a run that stopped with funds %s is %s, never failed once funds left',
    (funds, status) => {
      expect(toPaymentStatus({ ...base, progress: progress('error', funds) })).toBe(status)
      expect(toPaymentStatus({ ...base, progress: progress('aborted', funds) })).toBe(status)
    },
  )

  test('behavior: the service’s answer ends a stopped run (a receipt after the wait)', () => {
    const stopped = { ...base, progress: progress('error', 'sent') }
    expect(toPaymentStatus({ ...stopped, service: { status: 'pending' } })).toBe('unconfirmed')
    expect(toPaymentStatus({ ...stopped, service: { status: 'success' } })).toBe('paid')
    expect(toPaymentStatus({ ...stopped, service: { status: 'refund' } })).toBe('refunded')
  })

  test('behavior: an interrupted run is resumable only while nothing left the wallet', () => {
    expect(toPaymentStatus({ ...base, interrupted: true, progress: progress('running', 'not-sent') })).toBe(
      'resumable',
    )
    expect(toPaymentStatus({ ...base, interrupted: true, progress: progress('tracking', 'sent') })).toBe(
      'unconfirmed',
    )
  })

  test('behavior: the merchant’s order decides before anything this browser knows', () => {
    expect(toPaymentStatus({ ...base, order: { status: 'paid', requestId } })).toBe('paid')
    expect(toPaymentStatus({ ...base, order: { status: 'paying', requestId } })).toBe('elsewhere')
    expect(toPaymentStatus({ ...base, order: { status: 'expired' } })).toBe('closed')
    expect(toPaymentStatus({ ...base, order: { status: 'refunded' } })).toBe('closed')
    expect(toPaymentStatus({ ...base, order: { status: 'open' } })).toBe('ready')
    expect(
      toPaymentStatus({ ...base, order: { status: 'paying', requestId }, service: { status: 'success' } }),
    ).toBe('paid')
  })

  test('behavior: a ledger entry without its execution (the store pruned it) is checked, never ready', () => {
    const entry = { requestId, at: 1 }
    expect(toPaymentStatus({ ...base, entry: { ...entry, state: 'sent' } })).toBe('checking')
    expect(toPaymentStatus({ ...base, entry: { ...entry, state: 'started' } })).toBe('checking')
    expect(
      toPaymentStatus({ ...base, entry: { ...entry, state: 'sent' }, service: { status: 'waiting' } }),
    ).toBe('unconfirmed')
    expect(toPaymentStatus({ ...base, entry: { ...entry, state: 'paid' } })).toBe('paid')
    expect(toPaymentStatus({ ...base, entry: { ...entry, state: 'released' } })).toBe('ready')
    expect(toPaymentStatus({ ...base, entry: { ...entry, state: 'refunded' } })).toBe('ready')
  })
})
