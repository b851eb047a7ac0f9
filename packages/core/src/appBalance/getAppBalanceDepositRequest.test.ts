import { createSimulator } from '@crosspay/simulator'
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { getAppBalanceDepositRequest } from './getAppBalanceDepositRequest'

const solver = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const named = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chains = [
  { id: 10, solverAddresses: ['0x0000000000000000000000000000000000000010'] },
  { id: 8453, solverAddresses: [solver] },
]
const suffix = (credit = '0'.repeat(40)) => `012345abcdef${credit}012345abcdef`

describe('getAppBalanceDepositRequest', () => {
  test('default', () => {
    expect(getAppBalanceDepositRequest({ chains, amount: 10n ** 16n })).toEqual({
      chainId: 8453,
      to: solver,
      value: 10n ** 16n,
      data: `0x${suffix()}`,
    })
  })

  test('parameters: credit', () => {
    const request = getAppBalanceDepositRequest({ chains, amount: 1n, credit: named })
    expect(request.data).toBe(`0x${suffix(named.slice(2).toLowerCase())}`)
  })

  test('parameters: currency (ERC-20 transfer to the solver with the suffix appended)', () => {
    const request = getAppBalanceDepositRequest({
      chains,
      amount: 5_000_000n,
      currency: token,
      credit: named,
    })
    expect(request.to).toBe(token)
    expect(request.value).toBe(0n)
    expect(request.data.endsWith(suffix(named.slice(2).toLowerCase()))).toBe(true)
    const call = decodeFunctionData({
      abi: erc20Abi,
      data: request.data.slice(0, 2 + 8 + 128) as `0x${string}`,
    })
    expect(call.functionName).toBe('transfer')
    expect(call.args).toEqual([solver, 5_000_000n])
  })

  test('behavior: rejects a missing chain 8453, a non-positive amount and a bad currency', () => {
    expect(() => getAppBalanceDepositRequest({ chains: [chains[0]!], amount: 1n })).toThrow(
      InvalidParameterError,
    )
    expect(() =>
      getAppBalanceDepositRequest({ chains: [{ id: 8453, solverAddresses: [] }], amount: 1n }),
    ).toThrow(/chains/)
    expect(() => getAppBalanceDepositRequest({ chains, amount: 0n })).toThrow(/amount/)
    expect(() => getAppBalanceDepositRequest({ chains, amount: 1n, currency: '0x12' })).toThrow(/currency/)
  })

  test('behavior: the simulator credits an ERC-20 deposit built from its own /chains', async () => {
    const sim = createSimulator()
    try {
      const records = (
        (await (await sim.fetch('http://sim.test/chains')).json()) as { chains: typeof chains }
      ).chains
      const request = getAppBalanceDepositRequest({
        chains: records,
        amount: 7_000_000n,
        currency: token,
        credit: named,
      })
      const sent = await sim.fetch('http://sim.test/__sim/transaction', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chainId: request.chainId,
          from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          to: request.to,
          value: request.value.toString(),
          data: request.data,
        }),
      })
      expect(sent.status).toBe(200)
      await sim.ctx.clock.advance(60_000)
      const balances = (await (await sim.fetch(`http://sim.test/app-fees/${named}/balances`)).json()) as {
        balances: { currency: { chainId: number; address: string }; amount: string }[]
      }
      const line = balances.balances.find(
        (b) => b.currency.chainId === 8453 && b.currency.address.toLowerCase() === token.toLowerCase(),
      )
      expect(line?.amount).toBe('7000000')
    } finally {
      await sim.close()
    }
  })
})
