import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatAmountInput } from './formatAmountInput'
import { readAmountInput } from './readAmountInput'

const nnbsp = '\u202f'
const nbsp = '\u00a0'
const value = (input: string, decimals: number, locale: string) => {
  const reading = readAmountInput(input, decimals, locale)
  return reading.kind === 'amount' ? reading.value : reading
}

describe('readAmountInput', () => {
  test('default: what people type and paste (en-US)', () => {
    expect(readAmountInput('1,000.5', 6, 'en-US')).toEqual({
      kind: 'amount',
      value: 1_000_500_000n,
      text: '1000.5',
    })
    expect(readAmountInput('1 000.5', 6, 'en-US')).toMatchObject({ value: 1_000_500_000n })
    expect(readAmountInput('0.', 18, 'en-US')).toMatchObject({ kind: 'amount', value: 0n })
    expect(readAmountInput('.5', 6, 'en-US')).toMatchObject({ value: 500_000n })
    expect(readAmountInput('', 6, 'en-US')).toEqual({ kind: 'empty' })
    expect(readAmountInput('.', 6, 'en-US')).toEqual({ kind: 'empty' })
  })

  test('parameters: locale: its own decimal and group separators', () => {
    expect(value('1,5', 18, 'de-DE')).toBe(1_500_000_000_000_000_000n)
    expect(value('1.234,5', 1, 'de-DE')).toBe(12_345n)
    expect(value('1.000', 0, 'de-DE')).toBe(1000n)
    expect(value('0,', 6, 'de-DE')).toBe(0n)
    expect(value(`1${nnbsp}234,5`, 1, 'fr-FR')).toBe(12_345n)
    expect(value(`1${nbsp}234,5`, 1, 'fr-FR')).toBe(12_345n)
    expect(value(`1 234${nnbsp}567,25`, 2, 'fr-FR')).toBe(123_456_725n)
    expect(value('1,00,000.5', 1, 'en-IN')).toBe(1_000_005n)
    expect(value('12,34,567', 0, 'en-IN')).toBe(1_234_567n)
    expect(value("1'234.5", 1, 'de-CH')).toBe(12_345n)
  })

  test('behavior: what could mean two amounts is refused with the separator to use, never guessed', () => {
    const ambiguous = (decimal: string) => ({ kind: 'invalid', reason: 'ambiguous', decimal })
    expect(readAmountInput('1,5', 18, 'en-US')).toEqual(ambiguous('.'))
    expect(readAmountInput(',5', 18, 'en-US')).toEqual(ambiguous('.'))
    expect(readAmountInput('0,500', 18, 'en-US')).toEqual(ambiguous('.'))
    expect(readAmountInput('12,34', 18, 'en-US')).toEqual(ambiguous('.'))
    expect(readAmountInput('1.5', 18, 'de-DE')).toEqual(ambiguous(','))
    expect(readAmountInput('1.500', 18, 'fr-FR')).toEqual(ambiguous(','))
  })

  test('behavior: a paste in the other common style is read when it can mean one thing only', () => {
    expect(value('1,234.5', 1, 'de-DE')).toBe(12_345n)
    expect(value('1.234,5', 1, 'en-US')).toBe(12_345n)
    expect(value('1.5', 1, 'fr-FR')).toBe(15n)
    expect(value('1.234.567', 0, 'fr-FR')).toBe(1_234_567n)
    expect(value('1,234,567', 0, 'de-DE')).toBe(1_234_567n)
  })

  test('behavior: refused with the reason, never rounded', () => {
    expect(readAmountInput('0.0000001', 6, 'en-US')).toEqual({ kind: 'invalid', reason: 'tooManyDecimals' })
    expect(readAmountInput('1,5', 0, 'de-DE')).toEqual({ kind: 'invalid', reason: 'tooManyDecimals' })
    for (const input of ['1e18', '-1', '1.2.3', '1.234.5', '1 5', '0.12 3', 'abc', ','])
      expect(readAmountInput(input, 18, 'en-US')).toEqual({ kind: 'invalid', reason: 'notANumber' })
    expect(readAmountInput('9'.repeat(80), 0, 'en-US')).toEqual({ kind: 'invalid', reason: 'tooLarge' })
  })

  test.each(['en-US', 'de-DE', 'fr-FR', 'en-IN'])(
    'behavior: %s: format → parse is the identity for every uint256 amount and decimals 0–36',
    (locale) => {
      const amount = fc.oneof(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.constantFrom(0n, 1n, 999n, 1000n, 1500n, 2n ** 256n - 1n),
      )
      fc.assert(
        fc.property(amount, fc.integer({ min: 0, max: 36 }), (units, decimals) => {
          const text = formatAmountInput(units, decimals, locale)
          expect(readAmountInput(text, decimals, locale)).toMatchObject({ kind: 'amount', value: units })
        }),
        { numRuns: 500 },
      )
    },
  )
})
