import { describe, expect, test } from 'vitest'
import { checkCrossSite } from './checkCrossSite'

const post = (url: string, headers: Record<string, string>) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  })

describe('checkCrossSite', () => {
  test('behavior: a URL rebuilt with another host name (next start: localhost) still knows the Host the browser used', () => {
    const own = post('http://localhost:3000/api/crosspay/quote/v2', {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
    })
    expect(checkCrossSite(own, [])).toBeUndefined()
  })

  test('security: another origin is refused whatever Host it reaches, and a Host of another port is not the own one', () => {
    const foreign = post('http://localhost:3000/api/crosspay/fast-fill', {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:4000',
    })
    expect(checkCrossSite(foreign, [])).toMatchObject({ status: 403, errorCode: 'ORIGIN_NOT_ALLOWED' })
    const evil = post('http://127.0.0.1:3000/api/crosspay/fast-fill', {
      host: '127.0.0.1:3000',
      origin: 'https://evil.test',
    })
    expect(checkCrossSite(evil, [])).toMatchObject({ status: 403 })
  })
})
