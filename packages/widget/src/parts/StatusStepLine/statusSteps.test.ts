import { describe, expect, test } from 'vitest'
import { statusSteps } from './statusSteps'

/** The steps as `id:state`, in order, joined by spaces. */
const states = (status: string | undefined, deposited?: boolean) =>
  statusSteps(status, { deposited })
    .map((s) => `${s.id}:${s.state}`)
    .join(' ')

describe('statusSteps', () => {
  test('default: each live status is the current step, the ones before it complete', () => {
    expect(states('waiting')).toBe('deposit:current pending:upcoming submitted:upcoming success:upcoming')
    expect(states('depositing').split(' ')[0]).toBe('deposit:current')
    expect(states('pending')).toBe('deposit:complete pending:current submitted:upcoming success:upcoming')
    expect(states('submitted').split(' ')[2]).toBe('submitted:current')
    expect(states('success')).toBe('deposit:complete pending:complete submitted:complete success:complete')
  })

  test('behavior: refund and failure fail the last step; a failure before any deposit fails the first', () => {
    expect(states('refund')).toBe('deposit:complete pending:complete submitted:complete refund:failed')
    expect(states('failure', false)).toBe(
      'deposit:failed pending:upcoming submitted:upcoming failure:upcoming',
    )
  })

  test('behavior: an unknown or missing status leaves every step upcoming', () => {
    for (const status of ['delayed', undefined])
      expect(
        states(status)
          .split(' ')
          .every((s) => s.endsWith(':upcoming')),
      ).toBe(true)
  })
})
