import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'

const base = 'http://sim.test'
type Listed = {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
  vmType: string
  metadata: { logoURI?: string; verified: boolean; isNative: boolean }
}
const post = async (sim: ReturnType<typeof createSimulator>, body: unknown) => {
  const res = await sim.fetch(`${base}/currencies/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Listed[] & { error?: string; errorCode?: string } }
}
const get = async (sim: ReturnType<typeof createSimulator>, path: string) => {
  const res = await sim.fetch(`${base}${path}`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Listed[] }
}

describe('registerCurrencyRoutes', () => {
  test("behavior: POST /currencies/v2 answers the peer widget's default-list query with the verified currencies of its chains, in the peer's shape", async () => {
    const sim = createSimulator({ baseUrl: base, rateLimits: false })
    // The body relay-kit-ui's TokenSelector sends.
    const { status, body } = await post(sim, {
      chainIds: [8453, 10],
      defaultList: true,
      limit: 12,
      depositAddressOnly: false,
      referrer: 'relay.link',
    })
    expect(status).toBe(200)
    expect(body.map((c) => `${c.chainId}:${c.symbol}`)).toEqual([
      '8453:ETH',
      '8453:USDC',
      '8453:WETH',
      '8453:USDT',
      '8453:DAI',
      '10:ETH',
      '10:USDC',
      '10:WETH',
      '10:USDT',
      '10:DAI',
    ])
    const usdc = body.find((c) => c.chainId === 8453 && c.symbol === 'USDC')
    expect(usdc).toEqual({
      chainId: 8453,
      address: addresses.stablecoin,
      symbol: 'USDC',
      name: 'Simulated USD Coin',
      decimals: 6,
      vmType: 'evm',
      metadata: { logoURI: `${base}/icons/usdc.svg`, verified: true, isNative: false },
    })
    expect(body[0]?.metadata).toMatchObject({ isNative: true, verified: true })
    await sim.close()
  })

  test('behavior: search by term, address, tokens, currencyId, verified and limit; includeAllChains adds the other chains', async () => {
    const sim = createSimulator({ baseUrl: base, rateLimits: false })
    const symbols = (list: Listed[]) => list.map((c) => `${c.chainId}:${c.symbol}`)
    expect(symbols((await post(sim, { chainIds: [10], term: 'usd', verified: true })).body)).toEqual([
      '10:USDC',
      '10:USDT',
    ])
    const byAddress = await post(sim, { chainIds: [10], address: addresses.dai.toLowerCase() })
    expect(symbols(byAddress.body)).toEqual(['10:DAI'])
    const allChains = await post(sim, { chainIds: [10], address: addresses.dai, includeAllChains: true })
    const daiChains = sim.ctx.chains
      .filter((c) => c.currencies.some((t) => t.symbol === 'DAI'))
      .map((c) => c.id)
    expect(symbols(allChains.body)).toEqual(daiChains.map((id) => `${id}:DAI`))
    expect(daiChains).toEqual(expect.arrayContaining([8453, 10]))
    const tokens = await post(sim, {
      tokens: [`10:${addresses.usdt.toLowerCase()}`, `8453:${addresses.native}`],
    })
    expect(symbols(tokens.body)).toEqual(['8453:ETH', '10:USDT'])
    expect(symbols((await post(sim, { currencyId: 'weth', chainIds: [8453] })).body)).toEqual(['8453:WETH'])
    const unverified = (await post(sim, { chainIds: [8453], verified: false, limit: 100 })).body
    expect(unverified.length).toBe(30)
    expect(unverified.every((c) => c.metadata.verified === false)).toBe(true)
    expect((await post(sim, {})).body).toHaveLength(20) // the peer's default limit
    expect((await post(sim, { chainIds: [999] })).body).toEqual([])
    await sim.close()
  })

  test('behavior: a malformed currencies query is 400 INVALID_INPUT naming the field', async () => {
    const sim = createSimulator({ rateLimits: false })
    for (const [body, field] of [
      [{ chainIds: 'base' }, 'chainIds'],
      [{ limit: 0 }, 'limit'],
      [{ term: 5 }, 'term'],
      [{ tokens: ['usdc'] }, 'tokens'],
      [[1, 2], 'body'],
    ] as const) {
      const res = await post(sim, body)
      expect(res.status, field).toBe(400)
      expect(res.body.errorCode).toBe('INVALID_INPUT')
      expect(res.body.error).toMatch(new RegExp(`Invalid ${field}`))
    }
    await sim.close()
  })

  test('behavior: GET /currencies/trending lists verified currencies, narrowed by chainId and limit', async () => {
    const sim = createSimulator({ rateLimits: false })
    const all = await get(sim, '/currencies/trending')
    expect(all.status).toBe(200)
    expect(all.body.length).toBeGreaterThan(10)
    expect(all.body.every((c) => c.metadata.verified)).toBe(true)
    const op = await get(sim, '/currencies/trending?chainId=10&limit=3&sortBy=relay24hBuyUsdVolume')
    expect(op.body.map((c) => `${c.chainId}:${c.symbol}`)).toEqual(['10:ETH', '10:USDC', '10:WETH'])
    expect((await get(sim, '/currencies/trending?chainId=op')).status).toBe(400)
    await sim.close()
  })

  test("behavior: GET /currencies/token/price answers the price table's USD price; an unknown token is 400", async () => {
    const sim = createSimulator({ rateLimits: false })
    const price = (query: string) => get(sim, `/currencies/token/price?${query}`)
    expect((await price(`address=${addresses.stablecoin}&chainId=8453`)).body).toEqual({ price: 1 })
    expect((await price(`address=${addresses.native}&chainId=10`)).body).toEqual({ price: 3000 })
    expect((await price(`address=${addresses.weth.toLowerCase()}&chainId=10`)).body).toEqual({ price: 3000 })
    const unknown = await price(`address=${addresses.depository}&chainId=8453`)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatch(/no currency/)
    expect((await price(`address=${addresses.stablecoin}`)).status).toBe(400)
    await sim.close()
  })
})
