import type { ExecutionItemState, ExecutionProgress } from '@crosspay/core/execution'
import { describe, expect, test } from 'vitest'
import { timelineStates } from './timelineStates'

const progress = (
  status: ExecutionProgress['status'],
  items: ExecutionItemState[],
  request?: string,
): Pick<ExecutionProgress, 'status' | 'steps' | 'request'> => ({
  status,
  steps: [
    {
      id: 'deposit',
      kind: 'transaction',
      description: undefined,
      items: items.map((state) => ({ kind: 'transaction', chainId: 8453, state })),
    },
  ],
  request: request ? ({ status: request } as ExecutionProgress['request']) : undefined,
})

describe('timelineStates', () => {
  test.each([
    ['nothing asked yet', progress('idle', ['idle']), ['waiting', 'waiting', 'waiting']],
    ['the wallet is asked', progress('running', ['awaiting-wallet']), ['active', 'waiting', 'waiting']],
    ['the deposit is confirming', progress('running', ['confirming']), ['active', 'waiting', 'waiting']],
    ['the deposit is in, not yet tracked', progress('tracking', ['complete']), ['done', 'active', 'waiting']],
    ['the service fills', progress('tracking', ['complete'], 'pending'), ['done', 'active', 'waiting']],
    ['the fill is sent', progress('tracking', ['complete'], 'submitted'), ['done', 'active', 'active']],
    ['filled', progress('success', ['complete'], 'success'), ['done', 'done', 'done']],
    ['refunded', progress('refund', ['complete'], 'refund'), ['done', 'failed', 'waiting']],
    ['failed', progress('failure', ['complete'], 'failure'), ['done', 'failed', 'waiting']],
    ['the wallet item failed', progress('error', ['failed']), ['failed', 'waiting', 'waiting']],
    // A deposit address: no wallet item, the service seeing the deposit moves the origin on.
    [
      'deposit address, waiting',
      { ...progress('tracking', []), request: { status: 'waiting' } as never },
      ['waiting', 'waiting', 'waiting'],
    ],
    [
      'deposit address, seen',
      { ...progress('tracking', []), request: { status: 'pending' } as never },
      ['done', 'active', 'waiting'],
    ],
  ] as const)('behavior: %s', (_, input, [origin, service, destination]) => {
    expect(timelineStates(input)).toEqual({ origin, service, destination })
  })
})
