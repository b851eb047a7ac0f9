import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError'
import { RateLimitError } from '../errors/RateLimitError'
import { getRetryDelay } from './getRetryDelay'

const backoff = { baseMs: 1000, maxMs: 30_000 }
const url = 'http://sim.test/chains'
const server = new HttpRequestError({ status: 503, url })

describe('getRetryDelay', () => {
  test('default: doubles from baseMs, with jitter in the upper half, up to the cap', () => {
    const low = (n: number) => getRetryDelay(n, server, backoff, () => 0)
    const high = (n: number) => getRetryDelay(n, server, backoff, () => 1)
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(low)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000])
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(high)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
    for (let i = 0; i < 100; i++) {
      const d = getRetryDelay(3, server, backoff)
      expect(d).toBeGreaterThanOrEqual(2000)
      expect(d).toBeLessThanOrEqual(4000)
    }
  })

  test('behavior: Retry-After is a floor (a 429 with Retry-After: 5 waits 5 s, not 1 s), at most 10 minutes', () => {
    const limited = (retryAfter: number | undefined) => new RateLimitError({ url, retryAfter })
    expect(getRetryDelay(1, limited(5), backoff, () => 1)).toBe(5000)
    expect(getRetryDelay(2, limited(5), backoff, () => 1)).toBe(5000)
    // Past the Retry-After, the backoff rules again.
    expect(getRetryDelay(6, limited(5), backoff, () => 1)).toBe(30_000)
    // Without one, the backoff alone.
    expect(getRetryDelay(1, limited(undefined), backoff, () => 1)).toBe(1000)
    // A hostile header does not park the query for a day; nonsense is ignored.
    expect(getRetryDelay(1, limited(86_400), backoff, () => 1)).toBe(600_000)
    expect(getRetryDelay(1, limited(Number.NaN), backoff, () => 1)).toBe(1000)
    expect(getRetryDelay(1, limited(-3), backoff, () => 1)).toBe(1000)
  })
})
