import { createSimulator, type Simulator } from '@crosspay/simulator'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { encodeAppBalanceDeposit } from './encodeAppBalanceDeposit'

const wallet = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

describe('encodeAppBalanceDeposit', () => {
  test('default', () => {
    expect(encodeAppBalanceDeposit()).toBe(
      '0x012345abcdef0000000000000000000000000000000000000000012345abcdef',
    )
    expect(encodeAppBalanceDeposit({})).toBe(encodeAppBalanceDeposit())
  })

  test('parameters: credit (lower-cased, checksummed input accepted)', () => {
    expect(encodeAppBalanceDeposit({ credit: wallet })).toBe(
      '0x012345abcdef14dc79964da2c08b23698b3d3cc7ca32193d9955012345abcdef',
    )
    expect(encodeAppBalanceDeposit({ credit: wallet.toLowerCase() as `0x${string}` })).toBe(
      encodeAppBalanceDeposit({ credit: wallet }),
    )
  })

  test('parameters: data keeps the original call data in front, with a single 0x', () => {
    expect(encodeAppBalanceDeposit({ data: '0xdeadBEEF', credit: wallet })).toBe(
      '0xdeadBEEF012345abcdef14dc79964da2c08b23698b3d3cc7ca32193d9955012345abcdef',
    )
    expect(encodeAppBalanceDeposit({ data: '0x' })).toBe(encodeAppBalanceDeposit())
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', 5_000_000n],
    })
    const encoded = encodeAppBalanceDeposit({ data: transfer })
    expect(encoded).toBe(`${transfer}012345abcdef${'0'.repeat(40)}012345abcdef`)
    expect(encoded.match(/0x/g)).toHaveLength(1)
    expect(encoded.length).toBe(transfer.length + 64)
  })

  test('behavior: rejects a bad credit address', () => {
    for (const credit of [
      '0x1234',
      wallet.slice(2),
      `${wallet}00`,
      '0x14dC79964da2C08b23698B3D3cc7Ca32193d995g',
      '0x14DC79964da2C08b23698B3D3cc7Ca32193d9955', // mixed case, wrong checksum
    ])
      expect(() => encodeAppBalanceDeposit({ credit: credit as `0x${string}` }), credit).toThrow(
        InvalidParameterError,
      )
  })

  test('behavior: rejects non-hex or unaligned data', () => {
    for (const data of ['deadbeef', '0xdeadbeeg', '0xabc', '0x0x12', 'hello'])
      expect(() => encodeAppBalanceDeposit({ data: data as `0x${string}` }), data).toThrow(
        expect.objectContaining({ name: 'InvalidParameterError', parameter: 'data' }),
      )
  })
})

describe('encodeAppBalanceDeposit against the simulator', () => {
  const sender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const named = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

  /** Native amount (wei) in the wallet's app balance on 8453, 0n when it has no such line. */
  async function nativeBalance(sim: Simulator, wallet: string): Promise<bigint> {
    const response = await sim.fetch(`http://sim.test/app-fees/${wallet}/balances`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      balances: { currency: { chainId: number; address: string }; amount: string }[]
    }
    const line = body.balances.find(
      (b) => b.currency.chainId === 8453 && /^0x0{40}$/.test(b.currency.address),
    )
    return BigInt(line?.amount ?? '0')
  }

  async function deposit(sim: Simulator, data: `0x${string}`, value: bigint) {
    const chains = (await (await sim.fetch('http://sim.test/chains')).json()) as {
      chains: { id: number; solverAddresses: string[] }[]
    }
    const solver = chains.chains.find((c) => c.id === 8453)?.solverAddresses[0]
    const response = await sim.fetch('http://sim.test/__sim/transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 8453, from: sender, to: solver, value: value.toString(), data }),
    })
    expect(response.status).toBe(200)
    await sim.ctx.clock.advance(60_000) // past indexing
  }

  test('behavior: 40 zeros credit the sender with the transferred value', async () => {
    const sim = createSimulator()
    try {
      const before = await nativeBalance(sim, sender)
      await deposit(sim, encodeAppBalanceDeposit(), 10n ** 16n)
      expect(await nativeBalance(sim, sender)).toBe(before + 10n ** 16n)
      expect(await nativeBalance(sim, named)).toBe(0n)
    } finally {
      await sim.close()
    }
  })

  test('behavior: a named address is credited instead of the sender', async () => {
    const sim = createSimulator()
    try {
      await deposit(sim, encodeAppBalanceDeposit({ credit: named, data: '0xcafe' }), 3n * 10n ** 15n)
      expect(await nativeBalance(sim, named)).toBe(3n * 10n ** 15n)
      expect(await nativeBalance(sim, sender)).toBe(0n)
    } finally {
      await sim.close()
    }
  })
})
