import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { decimalsSchema } from './decimalsSchema'

describe('decimalsSchema', () => {
  test('default: integers 0 to 36 pass', () => {
    for (const d of [0, 6, 8, 9, 18, 24, 36]) expect(z.safeParse(decimalsSchema, d).success).toBe(true)
  })
  test('behavior: anything else is refused', () => {
    for (const d of [-1, 37, 2.5, 1e9, Number.NaN, Number.POSITIVE_INFINITY, '18', null])
      expect([d, z.safeParse(decimalsSchema, d).success]).toEqual([d, false])
  })
  test('behavior: one issue, naming the rule for a number and the type for anything else', () => {
    const issues = (d: unknown) =>
      z.safeParse(decimalsSchema, d).error?.issues.map((i) => [i.code, i.message])
    expect(issues(2.5)).toEqual([['custom', 'an integer from 0 to 36']])
    expect(issues(37)).toEqual([['custom', 'an integer from 0 to 36']])
    expect(issues('18')?.map(([code]) => code)).toEqual(['invalid_type'])
  })
})
