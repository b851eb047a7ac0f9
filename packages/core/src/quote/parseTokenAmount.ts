import { InvalidParameterError } from '../errors/InvalidParameterError'

const decimalPattern = /^([0-9]*)(?:\.([0-9]*))?$/

/**
 * The human decimal (what a user types, `'1.5'`) as a token amount: converts it to the smallest unit of a currency with `decimals` decimals
 * (`1500000n` for 6), like viem's `parseUnits` but strict: no rounding (more fraction digits than
 * `decimals` is refused), no sign, no exponent, no whitespace or thousands separators.
 * `'.5'` and `'1.'` are accepted; `''` and `'.'` are not. The inverse is {@link formatDecimalAmount}.
 *
 * @throws {InvalidParameterError} on any other input, or when `decimals` is not an integer from 0 to 255.
 *
 * @example
 * parseTokenAmount('1.5', 6) // 1500000n
 * parseTokenAmount('0.0000001', 6) // throws: more than 6 decimals
 */
export function parseTokenAmount(value: unknown, decimals: number, parameter = 'amount'): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidParameterError({
      parameter: 'decimals',
      rule: 'must be an integer from 0 to 255',
      value: decimals,
    })
  const match = typeof value === 'string' ? decimalPattern.exec(value) : null
  if (!match || value === '' || value === '.')
    throw new InvalidParameterError({
      parameter,
      rule: 'must be a non-negative decimal number such as "1.5" (no sign, exponent, spaces or separators)',
      value,
    })
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (fraction.length > decimals)
    throw new InvalidParameterError({
      parameter,
      rule: `must have at most ${decimals} decimal${decimals === 1 ? '' : 's'} (the currency's precision)`,
      value,
    })
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
