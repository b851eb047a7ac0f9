import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError'
import { ExecutionError } from './ExecutionError'

describe('ExecutionError', () => {
  test('default', () => {
    const cause = new Error('User rejected the request.')
    const error = new ExecutionError({ reason: 'user-rejected', step: 'deposit', item: 0, cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ExecutionError')
    expect(error.reason).toBe('user-rejected')
    expect(error.step).toBe('deposit')
    expect(error.item).toBe(0)
    expect(error.cause).toBe(cause)
    expect(error.shortMessage).toBe('The request was rejected in the wallet.')
    expect(error.details).toBe('User rejected the request.')
    expect(error.message).toContain('Step: deposit')
    expect(error.message).toContain('Item: 0')
    expect(error.walk()).toBe(cause)
  })

  test('parameters: every reason has its own message', () => {
    const reasons = [
      'user-rejected',
      'chain-switch-failed',
      'transaction-reverted',
      'timeout',
      'signature-failed',
      'unknown',
    ] as const
    const messages = new Set(reasons.map((reason) => new ExecutionError({ reason }).shortMessage))
    expect(messages.size).toBe(reasons.length)
  })

  test('parameters: shortMessage override', () => {
    expect(new ExecutionError({ reason: 'timeout', shortMessage: 'Gave up.' }).shortMessage).toBe('Gave up.')
  })
})
