import { describe, expect, test } from 'vitest'
import { gfMultiply } from './gfMultiply'

describe('gfMultiply', () => {
  test('default: known products in GF(2^8) mod 0x11d', () => {
    expect(gfMultiply(0x80, 2)).toBe(0x1d) // α^8 = α^4 + α^3 + α^2 + 1
    expect(gfMultiply(0x53, 0xca)).toBe(0x8f)
    expect(gfMultiply(0xff, 0)).toBe(0)
    expect(gfMultiply(0x57, 1)).toBe(0x57)
  })

  test('behavior: a field: commutative, and every non-zero byte has exactly one inverse', () => {
    for (let x = 1; x < 256; x++) {
      const inverses: number[] = []
      for (let y = 1; y < 256; y++) {
        if (gfMultiply(x, y) === 1) inverses.push(y)
        if (y < x && gfMultiply(x, y) !== gfMultiply(y, x)) throw new Error(`${x}·${y} is not ${y}·${x}`)
      }
      expect(inverses).toHaveLength(1)
    }
  })

  test('behavior: 2 generates the whole multiplicative group (α has order 255)', () => {
    const seen = new Set<number>()
    for (let i = 0, power = 1; i < 255; i++, power = gfMultiply(power, 2)) seen.add(power)
    expect(seen.size).toBe(255)
  })
})
