import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError'
import { HttpRequestError } from './HttpRequestError'

describe('HttpRequestError', () => {
  test('default', () => {
    const error = new HttpRequestError({
      status: 400,
      url: 'http://sim/quote/v2',
      method: 'POST',
      body: { message: 'amount is required', errorCode: 'INVALID_INPUT' },
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.name).toBe('HttpRequestError')
    expect(error.status).toBe(400)
    expect(error.errorCode).toBe('INVALID_INPUT')
    expect(error.bodyMessage).toBe('amount is required')
    expect(error.url).toBe('http://sim/quote/v2')
    expect(error.shortMessage).toBe('POST /quote/v2 failed with status 400: amount is required')
    expect(error.message).toContain('amount is required')
    expect(error.message).toContain('Error code: INVALID_INPUT')
    expect(error.message).toContain('Request: POST http://sim/quote/v2')
  })

  test('parameters: text body, no errorCode', () => {
    const error = new HttpRequestError({ status: 502, url: 'http://sim/chains', body: 'Bad gateway' })
    expect(error.errorCode).toBeUndefined()
    expect(error.bodyMessage).toBe('Bad gateway')
    expect(error.shortMessage).toBe('GET /chains failed with status 502: Bad gateway')
  })

  test('parameters: shortMessage override keeps the body message in message', () => {
    const error = new HttpRequestError({
      status: 409,
      url: 'http://sim/fast-fill',
      method: 'POST',
      body: { message: 'already processing' },
      shortMessage: 'This request is already being fast-filled.',
    })
    expect(error.shortMessage).toBe('This request is already being fast-filled.')
    expect(error.details).toBe('already processing')
    expect(error.message).toContain('Details: already processing')
  })

  test('parameters: empty body', () => {
    const error = new HttpRequestError({ status: 500, url: 'not a url' })
    expect(error.shortMessage).toBe('GET not a url failed with status 500.')
    expect(error.details).toBe('HTTP 500')
  })
})
