import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatRate } from './formatRate'

describe('formatRate', () => {
  test('default', () => {
    // 1 USDC in, 0.98639056 USDC out: no float artefact (0.9863905599999999)
    expect(formatRate(1_000_000n, 6, 986_390n, 6)).toBe('0.98639')
    expect(formatRate(10_000_000n, 6, 98_639_056n, 7)).toBe('0.98639056')
    expect(formatRate(10n ** 16n, 18, 10n ** 16n, 18)).toBe('1')
    expect(formatRate(10n ** 16n, 18, 30_123_456n, 6)).toBe('3012.3456')
  })

  test('parameters: digits (significant digits, rounded half up)', () => {
    expect(formatRate(3n, 0, 2n, 0)).toBe('0.666666666667')
    expect(formatRate(3n, 0, 2n, 0, 3)).toBe('0.667')
    expect(formatRate(3n, 0, 1n, 0, 3)).toBe('0.333')
    expect(formatRate(1n, 0, 123_456n, 0, 3)).toBe('123000')
    expect(formatRate(1n, 0, 99_950n, 0, 3)).toBe('100000')
  })

  test('behavior: plain decimals for very small and very large rates, 0 for empty amounts', () => {
    expect(formatRate(10n ** 18n, 18, 1n, 6)).toBe('0.000001')
    expect(formatRate(10n ** 18n, 18, 1n, 18)).toBe('0.000000000000000001')
    expect(formatRate(1n, 18, 10n ** 30n, 6)).toBe(`1${'0'.repeat(42)}`)
    expect(formatRate(0n, 6, 1n, 6)).toBe('0')
    expect(formatRate(1n, 6, 0n, 6)).toBe('0')
  })

  test('behavior: agrees with the float rate to 12 significant digits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.constantFrom(6, 18),
        fc.constantFrom(6, 18),
        (amountIn, amountOut, decIn, decOut) => {
          const text = formatRate(amountIn, decIn, amountOut, decOut)
          expect(text).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/)
          const float = Number(amountOut) / 10 ** decOut / (Number(amountIn) / 10 ** decIn)
          expect(Math.abs(Number(text) - float) / float).toBeLessThan(1e-11)
        },
      ),
      { numRuns: 300 },
    )
  })
})
