// The one rounding rule of every figure the widget shows (token amounts, USD, percentages): cut toward zero, and a
// non-zero value below the last digit shown says so (`< $0.01`), in the host's locale through Intl.
import { describe, expect, test } from 'vitest'
import { cutDecimal } from './cutDecimal'
import { formatAmountInput } from './formatAmountInput'
import { formatPercent } from './formatPercent'
import { formatTokenAmount } from './formatTokenAmount'
import { formatUsd } from './formatUsd'

const space = /[\s\u00a0\u202f]/gu
const plain = (text: string | undefined) => text?.replace(space, ' ')

describe('cutDecimal', () => {
  test('default: cut toward zero, never rounded', () => {
    expect(cutDecimal('0.0049', 2)).toBe('0.00')
    expect(cutDecimal('-1.999', 2)).toBe('-1.99')
    expect(cutDecimal('12', 2)).toBe('12')
    expect(cutDecimal('.5', 0)).toBe('0')
    expect(cutDecimal('1e3', 2)).toBeUndefined()
    expect(cutDecimal('', 2)).toBeUndefined()
  })
})

describe('formatUsd', () => {
  test('behavior: cut like token amounts (never rounded half-up), tiny non-zero values say < $0.01', () => {
    expect(formatUsd('0.004', 'en-US')).toBe('< $0.01')
    expect(formatUsd('0.019', 'en-US')).toBe('$0.01')
    expect(formatUsd('2.999', 'en-US')).toBe('$2.99')
    expect(formatUsd('0', 'en-US')).toBe('$0.00')
    expect(formatUsd('0.0000001', 'en-US', 6)).toBe('< $0.000001')
    expect(formatUsd('-0.004', 'en-US')).toBe('> -$0.01')
    expect(plain(formatUsd('0.004', 'de-DE'))).toBe('< 0,01 $')
    expect(plain(formatUsd('1234.567', 'fr-FR'))).toBe('1 234,56 $US')
  })
})

describe('formatTokenAmount', () => {
  test('behavior: cut to six decimals in the locale; a tiny non-zero amount says < 0.000001', () => {
    expect(formatTokenAmount(1_234_567_891_234_567_899n, 18, 'ETH', 'en-US')).toBe('1.234567 ETH')
    expect(formatTokenAmount(1n, 18, 'ETH', 'en-US')).toBe('< 0.000001 ETH')
    expect(formatTokenAmount(1n, 18, 'ETH', 'de-DE')).toBe('< 0,000001 ETH')
    expect(formatTokenAmount(0n, 18, 'ETH', 'en-US')).toBe('0 ETH')
    expect(plain(formatTokenAmount(1_234_500_000n, 6, 'USDC', 'fr-FR'))).toBe('1 234,5 USDC')
  })
})

describe('formatPercent', () => {
  test('behavior: through Intl in the locale, cut toward zero, exact on the string, no -0', () => {
    expect(formatPercent('-3.456', 'en-US')).toBe('-3.45%')
    expect(plain(formatPercent('-3.456', 'de-DE'))).toBe('-3,45 %')
    expect(plain(formatPercent('0.29', 'fr-FR'))).toBe('0,29 %')
    expect(formatPercent('0.00', 'en-US')).toBe('0%')
    expect(formatPercent('-0.001', 'en-US')).toBe('0%')
    expect(formatPercent('150', 'en-US')).toBe('150%')
    expect(formatPercent('not a number', 'en-US')).toBeUndefined()
  })
})

describe('formatAmountInput', () => {
  test('default: every digit, grouped, with the locale decimal separator', () => {
    expect(formatAmountInput(1_234_500_000_000_000_000_000n, 18, 'de-DE')).toBe('1.234,5')
    expect(formatAmountInput(100_000_500_000n, 6, 'en-IN')).toBe('1,00,000.5')
    expect(plain(formatAmountInput(12_345n, 1, 'fr-FR'))).toBe('1 234,5')
    expect(formatAmountInput(1n, 36, 'en-US')).toBe(`0.${'0'.repeat(35)}1`)
  })
})
