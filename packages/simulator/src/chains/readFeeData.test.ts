import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createVirtualBackend } from '../lifecycle/createVirtualBackend'
import { quoteConstants } from '../quote/quoteConstants'
import { readFeeData } from './readFeeData'

/** The virtual backend, carrying only `carried` chains the way the anvil backend carries its live ones. */
const partialBackend = (carried: number[]) => (ctx: Parameters<typeof createVirtualBackend>[0]) => {
  const virtual = createVirtualBackend(ctx)
  return {
    ...virtual,
    mode: 'anvil' as const,
    feeData: async (chainId: number) => {
      if (!carried.includes(chainId)) throw new Error(`chain ${chainId} is not carried`)
      return { maxFeePerGas: 7n, maxPriorityFeePerGas: 3n }
    },
  }
}

describe('readFeeData', () => {
  test('default: the backend fee data', async () => {
    const sim = createSimulator()
    expect(await readFeeData(sim.ctx, sim.ctx.chain(10)!)).toEqual(await sim.ctx.backend.feeData(10))
  })

  test('behavior: a chain the backend does not carry falls back; a live chain failing is an error', async () => {
    const sim = createSimulator({
      rpcUrls: { 8453: 'http://127.0.0.1:1', 10: 'http://127.0.0.1:2' },
      backend: partialBackend([10]),
    })
    expect(await readFeeData(sim.ctx, sim.ctx.chain(10)!)).toEqual({
      maxFeePerGas: 7n,
      maxPriorityFeePerGas: 3n,
    })
    expect(await readFeeData(sim.ctx, sim.ctx.chain(42161)!)).toEqual(quoteConstants.fallbackFeeData)
    await expect(readFeeData(sim.ctx, sim.ctx.chain(8453)!)).rejects.toThrow('not carried')
    // the same fallback reaches quotes (destination gas) and the virtual chain's RPC
    const gasPrice = await sim.fetch('http://sim/__sim/rpc/7777777', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_gasPrice' }),
    })
    expect(BigInt(((await gasPrice.json()) as { result: string }).result)).toBe(
      quoteConstants.fallbackFeeData.maxFeePerGas,
    )
  })
})
