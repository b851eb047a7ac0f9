import { describe, expect, test } from 'vitest'
import { ExecutionError } from '../../errors/ExecutionError'
import { withTruthfulFunds } from './withTruthfulFunds'

describe('withTruthfulFunds', () => {
  test('security: a refusal after the deposit went out never says nothing was sent', () => {
    const refused = new ExecutionError({
      reason: 'unsafe',
      check: 'endpoint',
      step: 'deposit',
      shortMessage: 'The quote points at https://x, not an endpoint of the service: nothing was sent.',
    })
    for (const funds of ['sent', 'unknown'] as const) {
      const error = withTruthfulFunds(refused, funds)
      expect(error).toMatchObject({ reason: 'unsafe', check: 'endpoint', step: 'deposit', funds })
      expect(error.shortMessage).not.toMatch(/nothing was sent/i)
      expect(error.cause).toBe(refused)
    }
  })

  test('default: before anything was sent, or with funds already said, the error stands', () => {
    const refused = new ExecutionError({ reason: 'unsafe', check: 'value' })
    expect(withTruthfulFunds(refused, 'not-sent')).toBe(refused)
    const timeout = new ExecutionError({ reason: 'timeout', funds: 'unknown' })
    expect(withTruthfulFunds(timeout, 'sent')).toBe(timeout)
  })
})
