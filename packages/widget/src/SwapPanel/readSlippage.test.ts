import { describe, expect, test } from 'vitest'
import { readSlippage } from './readSlippage'

describe('readSlippage', () => {
  test('default: empty is automatic', () => expect(readSlippage(' ', 'en-US')).toEqual({ kind: 'auto' }))
  test('parameters: percent to basis points, comma and % accepted, high above 3 %', () => {
    expect(readSlippage('0.5', 'en-US')).toEqual({ kind: 'bps', bps: 50, high: false })
    expect(readSlippage('1,25 %', 'de-DE')).toEqual({ kind: 'bps', bps: 125, high: false })
    expect(readSlippage('.5', 'en-US')).toEqual({ kind: 'bps', bps: 50, high: false })
    expect(readSlippage('5', 'en-US')).toEqual({ kind: 'bps', bps: 500, high: true })
    expect(readSlippage('100', 'en-US')).toEqual({ kind: 'bps', bps: 10_000, high: true })
  })
  test('parameters: locale: read by the amount parser, as every numeric field', () => {
    expect(readSlippage('٠٫٥', 'ar')).toEqual({ kind: 'bps', bps: 50, high: false })
    expect(readSlippage('１．５％', 'ja')).toEqual({ kind: 'bps', bps: 150, high: false })
    expect(readSlippage('0,5', 'en-US')).toEqual({ kind: 'bps', bps: 50, high: false })
    expect(readSlippage('0.5', 'de-DE')).toEqual({ kind: 'bps', bps: 50, high: false })
    // `,` groups in en-US: 1,000 % is refused as too high, not read as 1 %.
    expect(readSlippage('1,000', 'en-US')).toEqual({ kind: 'invalid' })
  })
  test('behavior: refuses more than two decimals, above 100 %, and words', () => {
    for (const text of ['0.125', '100.01', 'abc', '-1', '1e2'])
      expect(readSlippage(text, 'en-US')).toEqual({ kind: 'invalid' })
  })
})
