import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError'
import { HttpRequestError } from './HttpRequestError'
import { RateLimitError } from './RateLimitError'

describe('RateLimitError', () => {
  test('default', () => {
    const error = new RateLimitError({ url: 'http://sim/chains', body: { message: 'Too many requests' } })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error.name).toBe('RateLimitError')
    expect(error.status).toBe(429)
    expect(error.retryAfter).toBeUndefined()
    expect(error.shortMessage).toMatch(/rate limit/i)
    expect(error.message).toContain('Too many requests')
    expect(error.docsPath).toBe('/errors#ratelimiterror')
  })

  test('parameters: retryAfter', () => {
    expect(new RateLimitError({ url: 'http://sim/chains', retryAfter: 3 }).retryAfter).toBe(3)
  })
})
