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
})
