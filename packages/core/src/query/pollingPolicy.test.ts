import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { getBackoffDelay } from './getBackoffDelay'
import { isRetryableError } from './isRetryableError'
import { isTerminalStatus } from './isTerminalStatus'
import { toQueryKeyParameters } from './toQueryKeyParameters'

describe('getBackoffDelay', () => {
  test('default', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => getBackoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  test('parameters: baseMs, maxMs', () => {
    expect([1, 2, 3, 4].map((n) => getBackoffDelay(n, { baseMs: 10, maxMs: 35 }))).toEqual([10, 20, 35, 35])
  })
})

describe('isRetryableError', () => {
  const url = 'http://sim.test/intents/status/v3'
  test('behavior: 429, 5xx and network failures are retried', () => {
    expect(isRetryableError(new RateLimitError({ url }))).toBe(true)
    expect(isRetryableError(new HttpRequestError({ status: 503, url }))).toBe(true)
    expect(
      isRetryableError(new HttpRequestError({ status: 0, url, cause: new TypeError('fetch failed') })),
    ).toBe(true)
    expect(isRetryableError(new TypeError('fetch failed'))).toBe(true)
  })

  test('behavior: 4xx, bad input and aborts are not', () => {
    expect(isRetryableError(new HttpRequestError({ status: 404, url }))).toBe(false)
    expect(isRetryableError(new InvalidParameterError({ parameter: 'limit', rule: 'x' }))).toBe(false)
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false)
  })
})

describe('isTerminalStatus', () => {
  test('default', () => {
    expect(['success', 'refund', 'failure'].every(isTerminalStatus)).toBe(true)
    expect(
      ['waiting', 'depositing', 'pending', 'submitted', 'delayed', undefined, null].some(isTerminalStatus),
    ).toBe(false)
  })
})

describe('toQueryKeyParameters', () => {
  test('behavior: drops undefined values and functions', () => {
    expect(toQueryKeyParameters({ baseUrl: 'x', a: 1, b: undefined, c: () => 1, d: null })).toEqual({
      baseUrl: 'x',
      a: 1,
      d: null,
    })
  })
})
