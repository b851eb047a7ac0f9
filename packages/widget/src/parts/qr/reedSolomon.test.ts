import { describe, expect, test } from 'vitest'
import { gfMultiply } from './gfMultiply'
import { reedSolomon } from './reedSolomon'

/** The codeword polynomial (data then check bytes, highest power first) evaluated at `x`, by Horner's rule. */
const evaluate = (codeword: number[], x: number) => codeword.reduce((sum, c) => gfMultiply(sum, x) ^ c, 0)

describe('reedSolomon', () => {
  test('default: the standard\'s worked example, "01234567" as version 1-M (ISO/IEC 18004, annex I)', () => {
    const data = [
      0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ]
    expect(reedSolomon(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55])
  })

  test.each([7, 10, 16, 18, 22, 26])(
    'behavior: the block with its %i check bytes is a codeword: zero at every root α^0 … α^(n-1)',
    (degree) => {
      const data = Array.from({ length: 40 }, (_, i) => (i * 97 + degree * 31) & 0xff)
      const codeword = [...data, ...reedSolomon(data, degree)]
      let root = 1
      for (let i = 0; i < degree; i++, root = gfMultiply(root, 2)) expect(evaluate(codeword, root)).toBe(0)
      codeword[3] = (codeword[3] as number) ^ 0x40
      expect(evaluate(codeword, 1) | evaluate(codeword, 2)).not.toBe(0)
    },
  )
})
