import { InvalidParameterError } from '../errors/InvalidParameterError'
import { uint } from './uint'

/** Options of {@link parseWireAmount}. */
export type ParseWireAmountOptions = {
  /** Name of the parameter, for the error. Defaults to `amount`. */
  parameter?: string
  /** Smallest accepted value. Defaults to `0n`. */
  min?: bigint
  /** Largest accepted value. Defaults to 2^256 − 1. */
  max?: bigint
}

const integerPattern = /^(0|[1-9][0-9]*)$/

/**
 * Parses an amount in the wire form of the interface: the decimal string of a non-negative integer in the
 * currency's smallest unit, canonical (no sign, no leading zeros, no exponent, no whitespace, no separators).
 * The inverse is `amount.toString()`.
 *
 * @throws {InvalidParameterError} when the string is not such an integer or lies outside `min`..`max`.
 *
 * @example
 * parseWireAmount('1000000') // 1000000n
 * parseWireAmount('1e6') // throws: Invalid parameter "amount": must be the decimal string of a non-negative integer …
 */
export function parseWireAmount(value: unknown, options: ParseWireAmountOptions = {}): bigint {
  const parameter = options.parameter ?? 'amount'
  const min = options.min ?? 0n
  const max = options.max ?? uint.max256
  if (typeof value !== 'string' || !integerPattern.test(value))
    throw new InvalidParameterError({
      parameter,
      rule: 'must be the decimal string of a non-negative integer in the smallest unit (no sign, decimal point, exponent, leading zeros or spaces)',
      value,
    })
  const amount = BigInt(value)
  if (amount < min) throw new InvalidParameterError({ parameter, rule: `must be at least ${min}`, value })
  if (amount > max)
    throw new InvalidParameterError({
      parameter,
      rule:
        max === uint.max256
          ? 'must fit in a uint256 (at most 2^256 − 1)'
          : max === uint.max64
            ? 'must fit in a u64 (at most 2^64 − 1), the largest SVM token amount'
            : `must be at most ${max}`,
      value,
    })
  return amount
}
