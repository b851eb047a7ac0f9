import { encodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import { depositSender } from './depositSender'

const id = `0x${'12'.repeat(32)}` as const
const user = '0x1111111111111111111111111111111111111111'

describe('depositSender', () => {
  test('default', () => {
    const data = encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] })
    expect(depositSender({ from: user, data })).toBe(user)
    expect(depositSender({ from: user })).toBe(user)
  })

  test('behavior: a depositFor call names the payer, not the solver that sent it', () => {
    const data = encodeFunctionData({
      abi: depositoryAbi,
      functionName: 'depositFor',
      args: [addresses.stablecoin, user, 5n, id],
    })
    expect(depositSender({ from: addresses.solver, data }).toLowerCase()).toBe(user)
  })
})
