import { describe, expect, test } from 'vitest'
import { parseDeprecationHeaders } from './parseDeprecationHeaders'

describe('parseDeprecationHeaders', () => {
  test('default', () => {
    const parsed = parseDeprecationHeaders(
      new Headers({
        Deprecation: '@1784678400',
        Sunset: 'Tue, 24 Nov 2026 00:00:00 GMT',
        Link: '<https://api/requests/v3>; rel="successor-version"',
      }),
    )
    expect(parsed?.deprecatedAt?.toISOString()).toBe('2026-07-22T00:00:00.000Z')
    expect(parsed?.sunsetAt?.toISOString()).toBe('2026-11-24T00:00:00.000Z')
    expect(parsed?.links['successor-version']).toBe('https://api/requests/v3')
  })

  test('behavior: no deprecation headers gives undefined', () => {
    expect(parseDeprecationHeaders(new Headers({ 'content-type': 'application/json' }))).toBeUndefined()
  })

  test('behavior: malformed dates are undefined, not Invalid Date', () => {
    const parsed = parseDeprecationHeaders(new Headers({ Deprecation: '@soon', Sunset: 'someday' }))
    expect(parsed?.deprecatedAt).toBeUndefined()
    expect(parsed?.sunsetAt).toBeUndefined()
  })

  test('parameters: the older "true" / HTTP-date forms of Deprecation', () => {
    expect(parseDeprecationHeaders(new Headers({ Deprecation: 'true' }))?.deprecatedAt).toBeUndefined()
    expect(
      parseDeprecationHeaders(
        new Headers({ Deprecation: 'Wed, 22 Jul 2026 00:00:00 GMT' }),
      )?.deprecatedAt?.toISOString(),
    ).toBe('2026-07-22T00:00:00.000Z')
  })
})
