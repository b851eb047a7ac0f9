import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { parseWireAmount } from './parseWireAmount'
import { uint } from './uint'

describe('parseWireAmount', () => {
  test('default', () => {
    expect(parseWireAmount('0')).toBe(0n)
    expect(parseWireAmount('1000000')).toBe(1000000n)
    expect(parseWireAmount(uint.max256.toString())).toBe(uint.max256)
  })

  test('behavior: round-trips every uint256 through toString', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: uint.max256 }), (n) => {
        expect(parseWireAmount(n.toString())).toBe(n)
      }),
    )
  })

  test('behavior: refuses negatives, signs, decimals, exponents, whitespace and leading zeros', () => {
    const bad = fc.oneof(
      fc.bigInt({ min: 1n, max: uint.max256 }).map((n) => `-${n}`),
      fc.bigInt({ min: 0n, max: uint.max256 }).map((n) => `+${n}`),
      fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `${a}.${b}`),
      fc.tuple(fc.integer({ min: 1, max: 9 }), fc.nat(99)).map(([a, b]) => `${a}e${b}`),
      fc.tuple(fc.nat(), fc.constantFrom(' ', '\t', '\n')).map(([a, s]) => `${s}${a}`),
      fc.tuple(fc.nat(), fc.constantFrom(' ', '\t', '\n')).map(([a, s]) => `${a}${s}`),
      fc.nat().map((a) => `0${a}`),
      fc.nat().map((a) => `0x${a.toString(16)}`),
      fc.string().filter((s) => !/^(0|[1-9][0-9]*)$/.test(s)),
    )
    fc.assert(
      fc.property(bad, (s) => {
        expect(() => parseWireAmount(s)).toThrow(InvalidParameterError)
      }),
    )
  })

  test('behavior: refuses non-strings', () => {
    for (const value of [1, 1n, null, undefined, {}])
      expect(() => parseWireAmount(value)).toThrow(/decimal string/)
  })

  test('parameters: max (uint256 by default, u64 rule named)', () => {
    expect(() => parseWireAmount((uint.max256 + 1n).toString())).toThrow(/uint256/)
    expect(() => parseWireAmount((uint.max64 + 1n).toString(), { max: uint.max64 })).toThrow(/u64/)
    expect(() => parseWireAmount('11', { max: 10n })).toThrow(/at most 10/)
  })

  test('parameters: min and parameter name', () => {
    try {
      parseWireAmount('0', { min: 1n, parameter: 'topupGasAmount' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidParameterError)
      expect((error as InvalidParameterError).parameter).toBe('topupGasAmount')
      expect((error as InvalidParameterError).rule).toBe('must be at least 1')
    }
  })
})
