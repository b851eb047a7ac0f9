import { describe, expect, test } from 'vitest'
import { ExecutionError, type FundsLocation } from '../../errors/ExecutionError'
import type { StatusResult } from '../../schemas/statusResultSchema'
import type { ExecutionItemState, ExecutionProgress, ExecutionStatus } from '../types'
import type { ExecutionFailure, ExecutionOutcome } from './ExecutionOutcome'
import { reduce } from './reduce'
import { toFailureError } from './toFailureError'

const itemStates: ExecutionItemState[] = [
  'idle',
  'switching-chain',
  'awaiting-wallet',
  'submitted',
  'confirming',
  'complete',
  'failed',
]
const fundsLocations: FundsLocation[] = ['not-sent', 'sent', 'unknown', 'refunded', 'failed']
const statuses: ExecutionStatus[] = ['idle', 'running', 'tracking', 'error', 'aborted']

/** Two steps (`approve`, `deposit`) of one item each; the outcomes below are about the deposit (step 1). */
function progressIn(
  state: ExecutionItemState,
  funds: FundsLocation,
  status: ExecutionStatus,
): ExecutionProgress {
  return {
    requestId: '0xabc',
    status,
    steps: [
      {
        id: 'approve',
        kind: 'transaction',
        description: undefined,
        items: [{ kind: 'transaction', chainId: 1, state: 'complete' }],
      },
      {
        id: 'deposit',
        kind: 'transaction',
        description: undefined,
        items: [{ kind: 'transaction', chainId: 1, state }],
      },
    ],
    request: undefined,
    funds,
    depositAddress: undefined,
    error: undefined,
    recovery: { error: { name: 'HttpRequestError', message: 'down' }, nextAttemptAt: 1 },
  }
}

const at = { step: 1, item: 0 }
const status = (s: StatusResult['status'], more: Partial<StatusResult> = {}) =>
  ({ status: s, inTxHashes: [], txHashes: [], ...more }) as StatusResult
const same: Record<FundsLocation, FundsLocation> = {
  'not-sent': 'not-sent',
  sent: 'sent',
  unknown: 'unknown',
  refunded: 'refunded',
  failed: 'failed',
}
/** After a deposit went out: `sent`, except where the funds were already unknown or settled. */
const toSent: Record<FundsLocation, FundsLocation> = { ...same, 'not-sent': 'sent' }
/** The deposit is known out: `sent`, from wherever the funds were said to be. */
const allSent: Record<FundsLocation, FundsLocation> = {
  'not-sent': 'sent',
  sent: 'sent',
  unknown: 'sent',
  refunded: 'sent',
  failed: 'sent',
}
const toUnknown: Record<FundsLocation, FundsLocation> = {
  'not-sent': 'unknown',
  sent: 'unknown',
  unknown: 'unknown',
  refunded: 'unknown',
  failed: 'unknown',
}
/** Nothing left for this item: a deposit out before stays out (`sent`, `unknown`), else nothing was sent. */
const kept: Record<FundsLocation, FundsLocation> = { ...same, refunded: 'not-sent', failed: 'not-sent' }
const undone: Record<FundsLocation, FundsLocation> = {
  'not-sent': 'not-sent',
  sent: 'not-sent',
  unknown: 'not-sent',
  refunded: 'not-sent',
  failed: 'not-sent',
}
const failure = (type: ExecutionFailure['type'], deposit: boolean, message?: string): ExecutionFailure => ({
  type,
  ...at,
  deposit,
  message,
  error: { reason: 'user-rejected' },
})

/**
 * Every item outcome: the deposit item's state after it (`undefined`: unchanged), its hash/signature after it, and
 * where the funds go from each place they can be.
 */
const itemRows: [
  string,
  ExecutionOutcome,
  ExecutionItemState | undefined,
  object,
  Record<FundsLocation, FundsLocation>,
][] = [
  ['switching', { type: 'switching', ...at }, 'switching-chain', {}, same],
  ['prompted', { type: 'prompted', ...at }, 'awaiting-wallet', {}, same],
  [
    'sent (a deposit)',
    { type: 'sent', ...at, hash: '0x1', explorerUrl: 'x/0x1', deposit: true },
    'submitted',
    { txHash: '0x1', explorerUrl: 'x/0x1' },
    allSent,
  ],
  [
    'sent (an approval)',
    { type: 'sent', ...at, hash: '0x1', explorerUrl: undefined, deposit: false },
    'submitted',
    { txHash: '0x1' },
    same,
  ],
  ['sent (a batch call, hash unknown yet)', { type: 'sent', ...at, deposit: false }, 'submitted', {}, same],
  [
    'replaced',
    { type: 'replaced', ...at, hash: '0x2', explorerUrl: 'x/0x2' },
    undefined,
    { txHash: '0x2', explorerUrl: 'x/0x2' },
    same,
  ],
  ['confirming', { type: 'confirming', ...at }, 'confirming', {}, same],
  ['confirmed', { type: 'confirmed', ...at }, 'complete', {}, same],
  [
    'confirmed (a batch approval, with its hash)',
    { type: 'confirmed', ...at, hash: '0x3', explorerUrl: undefined },
    'complete',
    { txHash: '0x3' },
    same,
  ],
  ['signed', { type: 'signed', ...at, signature: '0x5157' }, 'submitted', { signature: '0x5157' }, same],
  ['posted (a deposit authorization)', { type: 'posted', ...at, deposit: true }, 'complete', {}, allSent],
  ['posted (another signature)', { type: 'posted', ...at, deposit: false }, 'complete', {}, same],
  ['released', { type: 'released', ...at }, 'idle', {}, same],
  [
    'rejected',
    failure('rejected', true, 'Rejected in the wallet.'),
    'failed',
    { error: 'Rejected in the wallet.' },
    kept,
  ],
  ['rejected (no line: the item is left as it was)', failure('rejected', false), undefined, {}, kept],
  [
    'unknown (a deposit)',
    failure('unknown', true, 'The wallet did not confirm it sent it.'),
    'failed',
    { error: 'The wallet did not confirm it sent it.' },
    toUnknown,
  ],
  [
    'unknown (an approval)',
    failure('unknown', false, 'The batch failed.'),
    'failed',
    { error: 'The batch failed.' },
    toUnknown,
  ],
  ['unknown (no line)', failure('unknown', false), undefined, {}, toUnknown],
  [
    'reverted (a deposit)',
    failure('reverted', true, 'The transaction reverted.'),
    'failed',
    { error: 'The transaction reverted.' },
    undone,
  ],
  [
    'reverted (an approval)',
    failure('reverted', false, 'The transaction reverted.'),
    'failed',
    { error: 'The transaction reverted.' },
    kept,
  ],
  [
    'timeout (a deposit)',
    failure('timeout', true, 'No receipt in time.'),
    'failed',
    { error: 'No receipt in time.' },
    toUnknown,
  ],
  [
    'timeout (an approval)',
    failure('timeout', false, 'No receipt in time.'),
    'failed',
    { error: 'No receipt in time.' },
    kept,
  ],
]

describe('reduce: every item outcome in every item state, status and funds', () => {
  test.each(itemRows)('behavior: %s', (_name, outcome, stateAfter, fields, funds) => {
    for (const state of itemStates)
      for (const before of fundsLocations)
        for (const runStatus of statuses) {
          const progress = progressIn(state, before, runStatus)
          const frozen = structuredClone(progress)
          const after = reduce(progress, outcome)
          const item = after.steps[1]!.items[0]!
          const where = `${state} / ${before} / ${runStatus}`
          expect(item.state, where).toBe(stateAfter ?? state)
          expect(item, where).toMatchObject(fields)
          expect(after.funds, where).toBe(funds[before])
          // An item outcome never moves the run's status, and leaves the other items as they were (same object).
          expect(after.status, where).toBe(runStatus)
          expect(after.steps[0]!.items[0], where).toBe(progress.steps[0]!.items[0])
          // Pure: the progress given is not changed.
          expect(progress, where).toEqual(frozen)
        }
  })

  test('security: no failure after a send says not-sent, except a deposit undone on chain (reverted)', () => {
    for (const [name, outcome] of itemRows) {
      if (!('error' in outcome) || (outcome.type === 'reverted' && outcome.deposit)) continue
      for (const state of itemStates)
        for (const before of ['sent', 'unknown'] as const) {
          const after = reduce(progressIn(state, before, 'running'), outcome)
          expect(after.funds, `${name} / ${state} / ${before}`).not.toBe('not-sent')
          const error = toFailureError(after, outcome)
          expect(error.funds, name).toBe(after.funds)
          expect(error.shortMessage).not.toMatch(/nothing was sent/i)
        }
    }
  })

  test('behavior: a failure error names the step by its id, the item, and the machine funds', () => {
    const outcome: ExecutionFailure = {
      ...failure('timeout', true, 'No receipt in time.'),
      error: { reason: 'timeout', cause: new Error('slow') },
    }
    const after = reduce(progressIn('confirming', 'sent', 'running'), outcome)
    expect(toFailureError(after, outcome)).toMatchObject({
      reason: 'timeout',
      step: 'deposit',
      item: 0,
      funds: 'unknown',
    })
    const whole = reduce(progressIn('idle', 'not-sent', 'running'), {
      type: 'rejected',
      error: { reason: 'unsupported-origin' },
    })
    expect(
      toFailureError(whole, { type: 'rejected', error: { reason: 'unsupported-origin' } }),
    ).toMatchObject({ step: undefined, funds: 'not-sent' })
  })
})

describe('reduce: the run outcomes in every status and funds', () => {
  test.each([
    ['resumed', { type: 'resumed' }, 'running'],
    ['started', { type: 'started' }, 'running'],
    ['tracking', { type: 'tracking' }, 'tracking'],
  ] as const)('behavior: %s sets the status, funds and items untouched', (_name, outcome, statusAfter) => {
    for (const before of fundsLocations)
      for (const runStatus of statuses) {
        const progress = progressIn('submitted', before, runStatus)
        const after = reduce(progress, outcome)
        expect(after.status).toBe(statusAfter)
        expect(after.funds).toBe(before)
        expect(after.steps).toBe(progress.steps)
      }
  })

  test('behavior: resumed clears the last error and retry; started keeps them', () => {
    const progress = {
      ...progressIn('failed', 'unknown', 'error'),
      error: new ExecutionError({ reason: 'timeout' }),
    }
    expect(reduce(progress, { type: 'resumed' })).toMatchObject({ error: undefined, recovery: undefined })
    expect(reduce(progress, { type: 'started' }).error).toBe(progress.error)
  })

  test('behavior: seen records the status and clears the retry; past `waiting` a deposit not known sent is sent', () => {
    for (const before of fundsLocations)
      for (const s of [
        'waiting',
        'depositing',
        'pending',
        'submitted',
        'success',
        'refund',
        'failure',
      ] as const) {
        const request = status(s)
        const after = reduce(progressIn('confirming', before, 'tracking'), { type: 'seen', request })
        expect(after.request).toBe(request)
        expect(after.recovery).toBeUndefined()
        expect(after.funds, `${before} / ${s}`).toBe(s === 'waiting' ? before : toSent[before])
        expect(after.status).toBe('tracking')
      }
  })

  test('security: an unverified status (its hash not checked on chain yet) is kept but moves no funds', () => {
    for (const before of fundsLocations) {
      const request = status('success')
      const after = reduce(progressIn('idle', before, 'running'), { type: 'seen', request, unverified: true })
      expect(after).toMatchObject({ request, funds: before, status: 'running' })
    }
  })

  test('behavior: retrying records when the service is read again, nothing else', () => {
    const recovery = { error: { name: 'RateLimitError', message: '429' }, nextAttemptAt: 5 }
    for (const before of fundsLocations) {
      const after = reduce(progressIn('complete', before, 'tracking'), { type: 'retrying', recovery })
      expect(after).toMatchObject({ recovery, funds: before, status: 'tracking' })
    }
  })

  test('behavior: settled: success keeps the funds; a refund is refunded and a failure failed, with the reason explained', () => {
    for (const before of fundsLocations) {
      const success = reduce(progressIn('complete', before, 'tracking'), {
        type: 'settled',
        request: status('success'),
      })
      expect(success).toMatchObject({ status: 'success', funds: before, error: undefined })
      const refund = reduce(progressIn('complete', before, 'tracking'), {
        type: 'settled',
        request: status('refund', { failReason: 'SLIPPAGE' }),
      })
      expect(refund).toMatchObject({
        status: 'refund',
        funds: 'refunded',
        error: { reason: 'refunded', funds: 'refunded' },
      })
      const failed = reduce(progressIn('complete', before, 'tracking'), {
        type: 'settled',
        request: status('failure', { failReason: 'SLIPPAGE' }),
      })
      expect(failed).toMatchObject({
        status: 'failure',
        funds: 'failed',
        error: { reason: 'failed', funds: 'failed' },
      })
      expect(failed.error?.shortMessage).toMatch(/slippage/i)
    }
  })

  test('security: stopped: the error is truthful about the funds; a claimed deposit without its hash is unknown', () => {
    const saysNothingSent = new ExecutionError({ reason: 'unsafe', check: 'endpoint' })
    const cases: [FundsLocation, boolean, FundsLocation][] = [
      ['not-sent', false, 'not-sent'],
      ['not-sent', true, 'unknown'],
      ['sent', false, 'sent'],
      ['sent', true, 'sent'],
      ['unknown', false, 'unknown'],
    ]
    for (const [before, claimedDeposit, expected] of cases)
      for (const aborted of [false, true]) {
        const after = reduce(progressIn('awaiting-wallet', before, 'running'), {
          type: 'stopped',
          thrown: saysNothingSent,
          aborted,
          claimedDeposit,
        })
        expect(after).toMatchObject({
          status: aborted ? 'aborted' : 'error',
          funds: expected,
          recovery: undefined,
        })
        expect(after.error).toMatchObject({ reason: 'unsafe', funds: expected })
        if (expected !== 'not-sent') expect(after.error?.shortMessage).not.toMatch(/nothing was sent/i)
        // The items stay as the runner left them.
        expect(after.steps).toEqual(progressIn('awaiting-wallet', before, 'running').steps)
      }
  })

  test('behavior: stopped on something that is not an ExecutionError: aborted or unknown, with the machine funds', () => {
    const after = reduce(progressIn('confirming', 'sent', 'running'), {
      type: 'stopped',
      thrown: new TypeError('boom'),
      aborted: false,
      claimedDeposit: false,
    })
    expect(after.error).toMatchObject({ reason: 'unknown', funds: 'sent' })
    expect(after.error?.cause).toBeInstanceOf(TypeError)
    const aborted = reduce(progressIn('confirming', 'not-sent', 'running'), {
      type: 'stopped',
      thrown: new DOMException('stop', 'AbortError'),
      aborted: true,
      claimedDeposit: false,
    })
    expect(aborted).toMatchObject({ status: 'aborted', funds: 'not-sent', error: { reason: 'aborted' } })
  })
})
