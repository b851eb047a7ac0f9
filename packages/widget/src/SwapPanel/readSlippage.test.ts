import { describe, expect, test } from 'vitest'
import { readSlippage } from './readSlippage'

describe('readSlippage', () => {
  test('default: empty is automatic', () => expect(readSlippage(' ')).toEqual({ kind: 'auto' }))
  test('parameters: percent to basis points, comma and % accepted, high above 3 %', () => {
    expect(readSlippage('0.5')).toEqual({ kind: 'bps', bps: 50, high: false })
    expect(readSlippage('1,25 %')).toEqual({ kind: 'bps', bps: 125, high: false })
    expect(readSlippage('.5')).toEqual({ kind: 'bps', bps: 50, high: false })
    expect(readSlippage('5')).toEqual({ kind: 'bps', bps: 500, high: true })
    expect(readSlippage('100')).toEqual({ kind: 'bps', bps: 10_000, high: true })
  })
  test('behavior: refuses more than two decimals, above 100 %, and words', () => {
    for (const text of ['0.125', '100.01', 'abc', '-1', '1e2'])
      expect(readSlippage(text)).toEqual({ kind: 'invalid' })
  })
})
