import { describe, expect, test } from 'vitest'
import { statusSteps } from './statusSteps'

const states = (status: string | undefined, deposited?: boolean) =>
  statusSteps(status, { deposited }).map((s) => `${s.id}:${s.state}`)

describe('statusSteps', () => {
  test('default: each live status is the current step, the ones before it complete', () => {
    expect(states('waiting')).toEqual([
      'deposit:current',
      'pending:upcoming',
      'submitted:upcoming',
      'success:upcoming',
    ])
    expect(states('depositing')[0]).toBe('deposit:current')
    expect(states('pending')).toEqual([
      'deposit:complete',
      'pending:current',
      'submitted:upcoming',
      'success:upcoming',
    ])
    expect(states('submitted')[2]).toBe('submitted:current')
    expect(states('success')).toEqual([
      'deposit:complete',
      'pending:complete',
      'submitted:complete',
      'success:complete',
    ])
  })

  test('behavior: refund and failure fail the last step; a failure before any deposit fails the first', () => {
    expect(states('refund')).toEqual([
      'deposit:complete',
      'pending:complete',
      'submitted:complete',
      'refund:failed',
    ])
    expect(states('failure', false)).toEqual([
      'deposit:failed',
      'pending:upcoming',
      'submitted:upcoming',
      'failure:upcoming',
    ])
  })

  test('behavior: an unknown or missing status leaves every step upcoming', () => {
    expect(states('delayed').every((s) => s.endsWith(':upcoming'))).toBe(true)
    expect(states(undefined).every((s) => s.endsWith(':upcoming'))).toBe(true)
  })
})
