import { describe, expect, test } from 'vitest'
import { readAmountInput } from './readAmountInput'

describe('readAmountInput', () => {
  test('default: what people type and paste', () => {
    expect(readAmountInput('1,000.5', 6)).toEqual({ kind: 'amount', value: 1_000_500_000n, text: '1000.5' })
    expect(readAmountInput('1 000.5', 6)).toMatchObject({ value: 1_000_500_000n })
    expect(readAmountInput('0.', 18)).toMatchObject({ kind: 'amount', value: 0n })
    expect(readAmountInput('.5', 6)).toMatchObject({ value: 500_000n })
    expect(readAmountInput('', 6)).toEqual({ kind: 'empty' })
    expect(readAmountInput('.', 6)).toEqual({ kind: 'empty' })
  })

  test('behavior: refused with the reason, never rounded', () => {
    expect(readAmountInput('0.0000001', 6)).toEqual({ kind: 'invalid', reason: 'tooManyDecimals' })
    expect(readAmountInput('1.5', 0)).toEqual({ kind: 'invalid', reason: 'tooManyDecimals' })
    expect(readAmountInput('1e18', 18)).toEqual({ kind: 'invalid', reason: 'notANumber' })
    expect(readAmountInput('-1', 18)).toEqual({ kind: 'invalid', reason: 'notANumber' })
    expect(readAmountInput('1.2.3', 18)).toEqual({ kind: 'invalid', reason: 'notANumber' })
    expect(readAmountInput('9'.repeat(80), 0)).toEqual({ kind: 'invalid', reason: 'tooLarge' })
  })
})
