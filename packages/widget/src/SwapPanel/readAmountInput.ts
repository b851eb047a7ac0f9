import { parseDecimalAmount } from '@crosspay/core'

/** What {@link readAmountInput} makes of what a person typed or pasted. */
export type AmountInputReading =
  | { kind: 'empty' }
  | { kind: 'amount'; value: bigint; text: string }
  | { kind: 'invalid'; reason: 'notANumber' | 'tooManyDecimals' | 'tooLarge' }

const maxUint256 = 2n ** 256n - 1n

/**
 * Reads an amount as people type and paste it: thousands separators and spaces are dropped (`1,000.5`,
 * `1 000.5`), `0.` and `.5` are fine while typing, one decimal point (`.`) at most. More fraction digits than the
 * token has, or a value above what a uint256 holds, is refused with the reason, never rounded. Pure.
 *
 * @example
 * readAmountInput('1,000.5', 6) // { kind: 'amount', value: 1000500000n, text: '1000.5' }
 */
export function readAmountInput(input: string, decimals: number): AmountInputReading {
  const text = input.replace(/[\s,_']/g, '')
  if (text === '' || text === '.') return { kind: 'empty' }
  if (!/^[0-9]*\.?[0-9]*$/.test(text)) return { kind: 'invalid', reason: 'notANumber' }
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) return { kind: 'invalid', reason: 'tooManyDecimals' }
  const value = parseDecimalAmount(text, decimals)
  if (value > maxUint256) return { kind: 'invalid', reason: 'tooLarge' }
  return { kind: 'amount', value, text }
}
