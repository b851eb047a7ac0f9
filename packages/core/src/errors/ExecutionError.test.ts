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
    expect(error.shortMessage).toBe(
      'The request was rejected in the wallet. Nothing was sent: your funds are still in your wallet.',
    )
    expect(error.funds).toBe('not-sent')
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
      'unsafe',
      'unsupported-origin',
      'in-progress-elsewhere',
      'sent-state-unknown',
      'refunded',
      'failed',
      'aborted',
      'invalid-parameter',
      'batch-failed',
      'load-failed',
      'unknown',
    ] as const
    const messages = new Set(reasons.map((reason) => new ExecutionError({ reason }).shortMessage))
    expect(messages.size).toBe(reasons.length)
  })

  test('behavior: the message always says where the funds are', () => {
    const sent = new ExecutionError({ reason: 'timeout', funds: 'sent', step: 'deposit' })
    expect(sent.shortMessage).toMatch(/deposit was sent and the request is being tracked/)
    expect(sent.message).toContain('Funds: sent')
    const unsafe = new ExecutionError({ reason: 'unsafe', check: 'transaction-target' })
    expect(unsafe.check).toBe('transaction-target')
    expect(unsafe.shortMessage).toMatch(/before the wallet was asked\. Nothing was sent/)
    expect(new ExecutionError({ reason: 'refunded', funds: 'refunded' }).shortMessage).toMatch(
      /refunded on the origin/,
    )
  })

  test('parameters: shortMessage override', () => {
    expect(new ExecutionError({ reason: 'timeout', shortMessage: 'Gave up.' }).shortMessage).toBe('Gave up.')
  })
})
