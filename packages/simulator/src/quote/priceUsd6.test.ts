import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { priceUsd6 } from './priceUsd6'
import { toUsd6 } from './toUsd6'

describe('priceUsd6', () => {
  test('behavior: a price table entry with at most six decimals is read exactly, in micro-USD', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (micro) => {
        // The table holds the number a person writes (e.g. 3000.25); its micro-USD come back to the unit.
        const priceUsd = Number(micro) / 1e6
        expect(priceUsd6({ priceUsd })).toBe(micro)
      }),
      { numRuns: 1000 },
    )
    expect(priceUsd6({ priceUsd: 0.1 + 0.2 })).toBe(300_000n)
  })

  test('behavior: token units to micro-USD is integer arithmetic rounded down', () => {
    // 1 wei of ETH at 3000.25 USD is worth 0.0000000000000030025 USD: rounds down to 0.
    expect(toUsd6(1n, { priceUsd: 3000.25, decimals: 18 })).toBe(0n)
    // 0.333333333333333333 ETH at 3000.25 USD = 1000.083333… USD → 1000.083333 USD.
    expect(toUsd6(333_333_333_333_333_333n, { priceUsd: 3000.25, decimals: 18 })).toBe(1_000_083_333n)
    expect(toUsd6(1_234_567n, { priceUsd: 1, decimals: 6 })).toBe(1_234_567n)
  })
})
