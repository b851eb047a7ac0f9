import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../../errors/HttpRequestError'
import { isServiceRefusal } from './isServiceRefusal'

const http = (status: number) =>
  new HttpRequestError({ status, url: 'http://sim/execute/permits', method: 'POST', body: {} })

describe('isServiceRefusal', () => {
  test('default: a 4xx answer (429 included) is a refusal before the service acted', () => {
    expect(isServiceRefusal(http(400))).toBe(true)
    expect(isServiceRefusal(http(409))).toBe(true)
    expect(isServiceRefusal(http(429))).toBe(true)
  })

  test('behavior: a 5xx, a network failure (status 0) or anything else (a garbled body) may have come after', () => {
    expect(isServiceRefusal(http(502))).toBe(false)
    expect(isServiceRefusal(http(0))).toBe(false)
    expect(isServiceRefusal(new TypeError('fetch failed'))).toBe(false)
    expect(isServiceRefusal(undefined)).toBe(false)
  })
})
