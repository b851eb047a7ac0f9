import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { formatDecimalAmount } from './formatDecimalAmount'
import { parseTokenAmount } from './parseTokenAmount'

describe('parseTokenAmount', () => {
  test('default', () => {
    expect(parseTokenAmount('1.5', 6)).toBe(1500000n)
    expect(parseTokenAmount('1', 18)).toBe(10n ** 18n)
    expect(parseTokenAmount('.5', 1)).toBe(5n)
    expect(parseTokenAmount('2.', 2)).toBe(200n)
    expect(parseTokenAmount('0.000001', 6)).toBe(1n)
    expect(parseTokenAmount('7', 0)).toBe(7n)
  })

  test('behavior: formatDecimalAmount then parseTokenAmount is the identity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.integer({ min: 0, max: 36 }), (n, d) => {
        expect(parseTokenAmount(formatDecimalAmount(n, d), d)).toBe(n)
      }),
    )
  })

  test('behavior: parse then format gives the canonical form', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^[0-9]{0,6}$/), (whole, fraction) => {
        const input = fraction ? `${whole}.${fraction}` : `${whole}`
        const canonical = formatDecimalAmount(parseTokenAmount(input, 6), 6)
        expect(Number(canonical)).toBeCloseTo(Number(input), 6)
        expect(canonical).not.toMatch(/\.$|\.[0-9]*0$/)
      }),
    )
  })

  test('behavior: refuses more fraction digits than decimals (no silent rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.stringMatching(/^[0-9]{1,30}$/), (d, digits) => {
        fc.pre(digits.length > d)
        expect(() => parseTokenAmount(`0.${digits}`, d)).toThrow(/at most/)
      }),
    )
  })

  test('behavior: refuses signs, exponents, whitespace, separators and empty input', () => {
    for (const s of ['-1', '+1', '1e6', '1E6', ' 1', '1 ', '1,000', '1_000', '', '.', '1.2.3', 'abc', '0x10'])
      expect(() => parseTokenAmount(s, 6), s).toThrow(InvalidParameterError)
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9]*(\.[0-9]*)?$/.test(s)),
        (s) => {
          expect(() => parseTokenAmount(s, 18)).toThrow(InvalidParameterError)
        },
      ),
    )
  })

  test('parameters: decimals must be an integer 0..255', () => {
    expect(() => parseTokenAmount('1', -1)).toThrow(/decimals/)
    expect(() => parseTokenAmount('1', 1.5)).toThrow(/decimals/)
  })
})

describe('formatDecimalAmount', () => {
  test('default', () => {
    expect(formatDecimalAmount(1500000n, 6)).toBe('1.5')
    expect(formatDecimalAmount(0n, 6)).toBe('0')
    expect(formatDecimalAmount(1n, 18)).toBe('0.000000000000000001')
    expect(formatDecimalAmount(-1500000n, 6)).toBe('-1.5')
    expect(formatDecimalAmount(123n, 0)).toBe('123')
  })
})
