import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { countingFetch } from '../../test/fixtures/countingFetch'
import { createLimitedClient } from '../../test/fixtures/createLimitedClient'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { createClient } from './createClient'
import { getAppBalance } from './getAppBalance'

// The sponsorship wallet the simulator links to `demo-key` (anvil account #7), credited 1,000 USD at start.
const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

describe('getAppBalance', () => {
  test('default', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', apiKey: 'demo-key', fetch: sim.fetch })
    const balance = await getAppBalance(client, { wallet: sponsor })
    expect(balance.totalBalanceUsd).toBeCloseTo(1000)
    expect(balance.outstandingFastFillBalanceUsd).toBe(0)
    expect(balance.availableBalanceUsd).toBeCloseTo(1000)
    expect(balance.balances[0]?.currency.chainId).toBe(8453)
    expect(balance.balances[0]?.amount).toBe('1000000000')
  })

  test('parameters: initialAppBalanceUsd of the simulator is reflected', async () => {
    const sim = createSimulator({ initialAppBalanceUsd: 25 })
    const client = createClient({ baseUrl: 'http://sim', fetch: sim.fetch })
    expect((await getAppBalance(client, { wallet: sponsor })).totalBalanceUsd).toBeCloseTo(25)
  })

  test('parameters: a malformed wallet throws before any request', async () => {
    const sim = createSimulator()
    const counter = countingFetch(sim.fetch)
    const client = createClient({ baseUrl: 'http://sim', fetch: counter.fetch })
    for (const wallet of ['0x123', 'not-an-address', `0x${'g'.repeat(40)}`, '']) {
      const error = await getAppBalance(client, { wallet }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidParameterError)
      expect((error as InvalidParameterError).parameter).toBe('wallet')
    }
    expect(counter.count()).toBe(0)
  })

  test('behavior: 429 is a RateLimitError', async () => {
    const client = createLimitedClient({ anonymousQuote: 1, anonymous: 1, keyed: 1 })
    await getAppBalance(client, { wallet: sponsor })
    await expect(getAppBalance(client, { wallet: sponsor })).rejects.toBeInstanceOf(RateLimitError)
  })

  test('behavior: a string total is a ResponseShapeError naming it', async () => {
    const sim = createSimulator()
    const broken = rewriteJsonFetch(sim.fetch, (body) => ({ ...(body as object), totalBalanceUsd: '1000' }))
    const client = createClient({ baseUrl: 'http://sim', fetch: broken.fetch })
    const error = await getAppBalance(client, { wallet: sponsor }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).path).toBe('totalBalanceUsd')
  })
})
