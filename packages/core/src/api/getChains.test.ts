import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { createLimitedClient } from '../../test/fixtures/createLimitedClient'
import { createWarnedClient } from '../../test/fixtures/createWarnedClient'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { HttpRequestError } from '../errors/HttpRequestError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { createClient } from './createClient'
import { getChains } from './getChains'

describe('getChains', () => {
  test('default: every chain record parses, flags included', async () => {
    const sim = createSimulator()
    const { client, warnings } = createWarnedClient({ fetch: sim.fetch })
    const chains = await getChains(client)
    expect(warnings).toEqual([])
    expect(chains.map((c) => c.id)).toEqual(expect.arrayContaining([8453, 10, 42161, 7777777, 792703809]))
    expect(chains.find((c) => c.id === 42161)?.disabled).toBe(true)
    expect(chains.find((c) => c.id === 7777777)?.blockProductionLagging).toBe(true)
    const base = chains.find((c) => c.id === 8453)
    expect(base?.protocol?.v2?.depository).toMatch(/^0x/)
    expect(base?.solverAddresses?.length).toBeGreaterThan(0)
    expect(base?.contracts?.v3?.approvalProxy).toMatch(/^0x/)
    expect(chains.find((c) => c.id === 792703809)?.vmType).toBe('svm')
  })

  test('behavior: an unknown vmType is kept and warned', async () => {
    const sim = createSimulator()
    const surprising = rewriteJsonFetch(sim.fetch, (body) => {
      const { chains } = body as { chains: { vmType: string }[] }
      for (const chain of chains) if (chain.vmType === 'svm') chain.vmType = 'movevm'
      return { chains }
    })
    const { client, warnings } = createWarnedClient({ fetch: surprising.fetch })
    const chains = await getChains(client)
    expect(chains.some((c) => c.vmType === 'movevm')).toBe(true)
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'unknown-value',
        data: expect.objectContaining({ field: 'vmType', value: 'movevm' }),
      }),
    ])
  })

  test('behavior: one invalid chain record is dropped with a warning naming it; the others still load', async () => {
    const sim = createSimulator()
    const all = (await getChains(createClient({ baseUrl: 'http://sim', fetch: sim.fetch }))).map((c) => c.id)
    const broken = rewriteJsonFetch(sim.fetch, (body) => {
      const { chains } = body as { chains: { id: unknown }[] }
      if (chains[1]) chains[1].id = 'ten'
      return { chains }
    })
    const { client, warnings } = createWarnedClient({ fetch: broken.fetch })
    const chains = await getChains(client)
    expect(chains.map((c) => c.id)).toEqual(all.filter((_, i) => i !== 1))
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'invalid-record',
        data: expect.objectContaining({
          endpoint: 'GET /chains',
          field: 'chains[1]',
          issue: 'id: Invalid input: expected number, received string',
        }),
      }),
    ])
  })

  test('behavior: a list that is not an array is still a ResponseShapeError with the path', async () => {
    const sim = createSimulator()
    const broken = rewriteJsonFetch(sim.fetch, () => ({ chains: { id: 1 } }))
    const client = createClient({ baseUrl: 'http://sim', fetch: broken.fetch })
    const error = await getChains(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).path).toBe('chains')
  })

  test('behavior: 404 from a wrong base URL', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim/nope', fetch: sim.fetch })
    const error = await getChains(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(404)
    expect((error as HttpRequestError).errorCode).toBe('NOT_FOUND')
  })

  test('behavior: 429 is a RateLimitError', async () => {
    const client = createLimitedClient({ anonymousQuote: 1, anonymous: 1, keyed: 1 })
    await getChains(client)
    await expect(getChains(client)).rejects.toBeInstanceOf(RateLimitError)
  })
})
