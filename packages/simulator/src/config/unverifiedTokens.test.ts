import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { testQuoteBody } from '../node/testing/testQuoteBody'
import { addresses } from './addresses'
import { unverifiedTokens } from './unverifiedTokens'

type Listed = { address: string; symbol: string }
type ChainRecord = { id: number; erc20Currencies: Listed[]; featuredTokens: Listed[] }
const json = async <T>(res: Response) => (await res.json()) as T

describe('unverifiedTokens', () => {
  test('default: thirty per EVM chain, unverified, the same addresses on every chain, hostile names included', () => {
    const base = unverifiedTokens(8453)
    expect(base).toHaveLength(30)
    expect(base.every((t) => t.metadata?.verified === false)).toBe(true)
    expect(unverifiedTokens(10).map((t) => t.address)).toEqual(base.map((t) => t.address))
    expect(new Set(base.map((t) => t.address)).size).toBe(30)
    expect(base.map((t) => t.name)).toContain('<img src=x onerror=alert(1)>')
    expect(base.map((t) => t.metadata?.logoURI)).toContain('javascript:alert(1)')
  })

  test('behavior: listed in erc20Currencies (for search), never featured; a quote to or from one has no route', async () => {
    const sim = createSimulator()
    const { chains } = await json<{ chains: ChainRecord[] }>(await sim.fetch('http://sim.test/chains'))
    const base = chains.find((c) => c.id === 8453)!
    const frog = unverifiedTokens(8453)[0]!
    expect(base.erc20Currencies.map((c) => c.address)).toContain(frog.address)
    expect(base.featuredTokens.map((c) => c.address)).not.toContain(frog.address)
    expect(base.featuredTokens.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'WETH', 'USDT', 'DAI'])
    const quote = (originCurrency: string, destinationCurrency: string) =>
      sim.fetch('http://sim.test/quote/v2', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          testQuoteBody({
            user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            originCurrency,
            destinationCurrency,
            amount: '1000000',
          }),
        ),
      })
    for (const [from, to] of [
      [frog.address, addresses.native],
      [addresses.stablecoin, frog.address],
    ] as const) {
      const res = await quote(from, to)
      expect(res.status).toBe(400)
      expect(await json<unknown>(res)).toMatchObject({
        errorCode: 'NO_SWAP_ROUTES_FOUND',
        message: expect.stringContaining('FROG'),
      })
    }
    expect((await quote(addresses.usdt, addresses.dai)).status).toBe(200) // verified tokens have routes
    await sim.close()
  })
})
