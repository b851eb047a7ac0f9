import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { supportedLocales } from '../../messages/supportedLocales'
import { formatAmountInput } from './formatAmountInput'
import { readAmountInput } from './readAmountInput'

const nnbsp = '\u202f'
const nbsp = '\u00a0'
const thin = '\u2009'
const value = (input: string, decimals: number, locale: string) => {
  const reading = readAmountInput(input, decimals, locale)
  return reading.kind === 'amount' ? reading.value : reading
}
/** Latin digits and separators as another script writes them. */
const arabic = (text: string) =>
  text
    .replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    .replace(/,/g, '٬')
    .replace(/\./g, '٫')
const fullWidth = (text: string) =>
  text.replace(/[0-9.,]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))

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
    expect(readAmountInput(',', 6, 'en-US')).toEqual({ kind: 'empty' })
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

  test('parameters: locale: digits as the locale writes them', () => {
    // Arabic-Indic digits with the Arabic decimal and group signs (ar), Eastern Arabic-Indic (the Persian keyboard).
    expect(value('١٬٢٣٤٫٥', 1, 'ar')).toBe(12_345n)
    expect(value('٠٫٥', 2, 'ar')).toBe(50n)
    expect(value('۱۲۳', 0, 'ar')).toBe(123n)
    // Full-width digits and marks of a Japanese or Chinese keyboard, and the ideographic full stop.
    expect(value('１，２３４．５', 1, 'ja')).toBe(12_345n)
    expect(value('１２３', 0, 'zh-CN')).toBe(123n)
    expect(value('０。５', 1, 'zh-TW')).toBe(5n)
    // Devanagari digits (hi).
    expect(value('१,२३४.५', 1, 'hi')).toBe(12_345n)
  })

  test('parameters: locale: every group separator a person may type', () => {
    expect(value('1’234.5', 1, 'de-CH')).toBe(12_345n)
    expect(value('1ʼ234.5', 1, 'de-CH')).toBe(12_345n)
    expect(value("1'234.5", 1, 'en-US')).toBe(12_345n)
    expect(value(`1${thin}234,5`, 1, 'fr-FR')).toBe(12_345n)
    expect(value(`1${thin}234${nbsp}567.5`, 1, 'ja')).toBe(12_345_675n)
    expect(value('1.234.567,5', 1, 'tr')).toBe(12_345_675n)
    expect(value('1 234 567,5', 1, 'uk')).toBe(12_345_675n)
  })

  test.each(supportedLocales)(
    'behavior: %s: one rule for a single foreign separator: read as decimals when it cannot group',
    (locale) => {
      for (const text of ['0.5', '0,5', '.5', ',5']) expect(value(text, 1, locale)).toBe(5n)
      expect(value('12.34', 2, locale)).toBe(1234n)
      expect(value('12,34', 2, locale)).toBe(1234n)
    },
  )

  test('behavior: a single separator that could group or be decimals is refused unless it is the locale’s own', () => {
    const ambiguous = (decimal: string) => ({ kind: 'invalid', reason: 'ambiguous', decimal })
    // The locale's own decimal or group mark means what the locale means by it.
    expect(value('1,500', 0, 'en-US')).toBe(1500n)
    expect(value('1.500', 0, 'de-DE')).toBe(1500n)
    expect(value('1,500', 3, 'de-DE')).toBe(1500n)
    // A mark the locale does not use, three digits after it: 1.500 is 1500 or 1.5.
    expect(readAmountInput('1.500', 18, 'fr-FR')).toEqual(ambiguous(','))
    expect(readAmountInput('1.500', 18, 'ru')).toEqual(ambiguous(','))
    expect(readAmountInput('1,500', 18, 'de-CH')).toEqual(ambiguous('.'))
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
    for (const input of ['1e18', '-1', '1.2.3', '1.234.5', '1 5', '0.12 3', 'abc', '1,2,3', '٣x'])
      expect(readAmountInput(input, 18, 'en-US')).toEqual({ kind: 'invalid', reason: 'notANumber' })
    expect(readAmountInput('9'.repeat(80), 0, 'en-US')).toEqual({ kind: 'invalid', reason: 'tooLarge' })
  })

  test.each(supportedLocales)(
    'behavior: %s: format → parse is the identity for every uint256 amount and decimals 0–36',
    (locale) => {
      const amount = fc.oneof(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.constantFrom(0n, 1n, 999n, 1000n, 1500n, 2n ** 256n - 1n),
      )
      // As the field prints it, and as the locale's own keyboard writes the same text.
      const script =
        locale === 'ar' ? arabic : ['ja', 'zh-CN', 'zh-TW'].includes(locale) ? fullWidth : undefined
      fc.assert(
        fc.property(amount, fc.integer({ min: 0, max: 36 }), (units, decimals) => {
          const text = formatAmountInput(units, decimals, locale)
          expect(readAmountInput(text, decimals, locale)).toMatchObject({ kind: 'amount', value: units })
          if (script) expect(readAmountInput(script(text), decimals, locale)).toMatchObject({ value: units })
        }),
        { numRuns: 200 },
      )
    },
  )
})
