import { describe, expect, test } from 'vitest'
import { parseLinkHeader } from './parseLinkHeader'

describe('parseLinkHeader', () => {
  test('default', () => {
    expect(
      parseLinkHeader(
        '<https://d/guide>; rel="deprecation", <https://d/guide#sunset>; rel="sunset", <https://api/requests/v3>; rel="successor-version"',
      ),
    ).toEqual({
      deprecation: 'https://d/guide',
      sunset: 'https://d/guide#sunset',
      'successor-version': 'https://api/requests/v3',
    })
  })

  test('parameters: unquoted and multiple relations, extra params, commas inside URLs', () => {
    expect(parseLinkHeader('<https://x/a,b>; type="text/html"; rel=next prev')).toEqual({
      next: 'https://x/a,b',
    })
    expect(parseLinkHeader('<https://x/a>; rel="next prev"')).toEqual({
      next: 'https://x/a',
      prev: 'https://x/a',
    })
  })

  test('behavior: empty or missing header gives no links', () => {
    expect(parseLinkHeader(null)).toEqual({})
    expect(parseLinkHeader('')).toEqual({})
    expect(parseLinkHeader('garbage')).toEqual({})
  })
})
