import { encodeFunctionResult, type Hex, multicall3Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeAggregate3 } from './decodeAggregate3'

const encode = (results: { success: boolean; returnData: Hex }[]) =>
  encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
const balance = `0x${'00'.repeat(31)}2a` as Hex
const results = [
  { success: true, returnData: balance },
  { success: false, returnData: '0x' as Hex },
  { success: true, returnData: '0x123456' as Hex },
]
// The word at `index` (32-byte steps) of `data` replaced by `value`.
const setWord = (data: Hex, index: number, value: bigint) =>
  `${data.slice(0, 2 + index * 64)}${value.toString(16).padStart(64, '0')}${data.slice(2 + (index + 1) * 64)}` as Hex

describe('decodeAggregate3', () => {
  test('default: what viem encodes, read back', () => {
    expect(decodeAggregate3(encode(results), 3)).toEqual(results)
    expect(decodeAggregate3(encode([]), 0)).toEqual([])
  })

  test('error: hostile or garbled answers are undefined, never a guess', () => {
    const good = encode(results)
    // Not hex, not whole words, empty (no contract), another count than the calls sent.
    for (const bad of [undefined, 42, 'nope', '0x', `${good}00`, good.slice(0, -64)])
      expect(decodeAggregate3(bad, 3)).toBeUndefined()
    expect(decodeAggregate3(good, 2)).toBeUndefined()
    // Word 0: the array's offset; word 1: its length; word 2: the first tuple's offset; then success, bytes' offset.
    expect(decodeAggregate3(setWord(good, 0, 2n ** 255n), 3)).toBeUndefined()
    expect(decodeAggregate3(setWord(good, 0, 33n), 3)).toBeUndefined()
    expect(decodeAggregate3(setWord(good, 2, 10_000n), 3)).toBeUndefined()
    const firstTuple = 2 + Number(BigInt(`0x${good.slice(2 + 2 * 64, 2 + 3 * 64)}`)) / 32
    expect(decodeAggregate3(setWord(good, firstTuple, 2n), 3)).toBeUndefined()
    expect(decodeAggregate3(setWord(good, firstTuple + 1, 10_000n), 3)).toBeUndefined()
    // A bytes length running past the end.
    expect(decodeAggregate3(setWord(good, firstTuple + 2, 10_000n), 3)).toBeUndefined()
  })
})
