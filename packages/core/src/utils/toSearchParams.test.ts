import { describe, expect, test } from 'vitest'
import { toSearchParams } from './toSearchParams'

describe('toSearchParams', () => {
  test('default: undefined values are left out, others stringified', () => {
    expect(toSearchParams({ a: '1', b: 2, c: true, d: undefined }).toString()).toBe('a=1&b=2&c=true')
  })

  test('parameters: URLSearchParams is returned as is', () => {
    const params = new URLSearchParams('x=1')
    expect(toSearchParams(params)).toBe(params)
  })
})
