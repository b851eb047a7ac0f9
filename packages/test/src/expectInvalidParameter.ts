import { InvalidParameterError } from '@crosspay/core'
import { expect } from 'vitest'

/**
 * Asserts that `run` throws an {@link InvalidParameterError} naming `parameter` (and, when given,
 * with a `rule` matching `rule`); fails the test when `run` returns.
 *
 * @example
 * expectInvalidParameter(() => validateQuoteParameters({ ...body, amount: '0' }), 'amount', /positive/)
 */
export function expectInvalidParameter(run: () => unknown, parameter: string, rule?: RegExp): void {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe(parameter)
    if (rule) expect((error as InvalidParameterError).rule).toMatch(rule)
    return
  }
  expect.unreachable(`expected ${parameter} to be refused`)
}
