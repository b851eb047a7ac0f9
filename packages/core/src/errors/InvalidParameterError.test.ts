import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError'
import { InvalidParameterError } from './InvalidParameterError'

describe('InvalidParameterError', () => {
  test('default', () => {
    const error = new InvalidParameterError({
      parameter: 'limit',
      rule: 'must be an integer from 1 to 50',
      value: 80,
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('InvalidParameterError')
    expect(error.parameter).toBe('limit')
    expect(error.rule).toBe('must be an integer from 1 to 50')
    expect(error.value).toBe(80)
    expect(error.shortMessage).toBe('Invalid parameter "limit": must be an integer from 1 to 50.')
    expect(error.details).toBe('Received: 80')
  })

  test('parameters: bigint, string and undefined values', () => {
    expect(new InvalidParameterError({ parameter: 'a', rule: 'r', value: 5n }).details).toBe('Received: 5n')
    expect(new InvalidParameterError({ parameter: 'a', rule: 'r', value: '0x' }).details).toBe(
      'Received: "0x"',
    )
    expect(new InvalidParameterError({ parameter: 'a', rule: 'r' }).details).toBe('Received: undefined')
  })
})
