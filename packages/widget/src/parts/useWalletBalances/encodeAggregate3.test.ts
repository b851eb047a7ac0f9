import { encodeFunctionData, multicall3Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { encodeAggregate3 } from './encodeAggregate3'

const balanceOf = '0x70a0823100000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' as const
const tokens = ['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', '0x000000000000000000000000000000000000dead']
const viem = (targets: string[], callData: `0x${string}`) =>
  encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [targets.map((target) => ({ target: target as `0x${string}`, allowFailure: true, callData }))],
  })

describe('encodeAggregate3', () => {
  test('default: the same bytes as viem for balanceOf calls', () => {
    expect(encodeAggregate3(tokens, balanceOf)).toBe(viem(tokens, balanceOf))
    expect(encodeAggregate3(tokens.slice(0, 1), balanceOf)).toBe(viem(tokens.slice(0, 1), balanceOf))
  })

  test('behavior: calldata of any length (none, one word exactly, odd bytes) and no calls', () => {
    for (const data of ['0x', `0x${'ab'.repeat(32)}`, '0x123456'] as const)
      expect(encodeAggregate3(tokens, data)).toBe(viem(tokens, data))
    expect(encodeAggregate3([], balanceOf)).toBe(viem([], balanceOf))
  })

  test('error: a target that is not an address, or calldata that is not hex, throws', () => {
    expect(() => encodeAggregate3(['0x1234'], balanceOf)).toThrow(/not an address/)
    expect(() => encodeAggregate3(['USDC'], balanceOf)).toThrow(/not an address/)
    expect(() => encodeAggregate3(tokens, '0x123' as `0x${string}`)).toThrow(/not hex/)
  })
})
