import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { countingFetch } from '../../test/fixtures/countingFetch'
import { createWarnedClient } from '../../test/fixtures/createWarnedClient'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { createClient } from './createClient'
import { getRequests } from './getRequests'

function setup(options: Parameters<typeof createSimulator>[0] = {}, apiKey: string | null = 'demo-key') {
  const sim = createSimulator({ history: 30, ...options })
  const counter = countingFetch(sim.fetch)
  const { client, warnings } = createWarnedClient({ ...(apiKey ? { apiKey } : {}), fetch: counter.fetch })
  return { sim, client, warnings, counter }
}

describe('getRequests', () => {
  test('default: seeded history parses with every nested object and no unknown values', async () => {
    const { client, warnings } = setup()
    const page = await getRequests(client)
    expect(page.requests).toHaveLength(20)
    expect(page.continuation).toBeTruthy()
    expect(page.total).toBeUndefined()
    const record = page.requests[0]
    expect(record?.id).toMatch(/^0x/)
    expect(typeof record?.createdAt).toBe('string')
    expect(record?.data.route?.quoted?.origin?.inputCurrency?.amount).toMatch(/^[0-9]+$/)
    expect(warnings).toEqual([])
  })

  test('parameters: continuation pages through everything exactly once', async () => {
    const { client } = setup()
    const ids: string[] = []
    let continuation: string | undefined
    let pages = 0
    do {
      const page = await getRequests(client, { limit: 7, ...(continuation ? { continuation } : {}) })
      ids.push(...page.requests.map((r) => r.id))
      continuation = page.continuation
      pages += 1
    } while (continuation && pages < 10)
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    expect(pages).toBe(5)
  })

  test('parameters: includeTotal and status filter', async () => {
    const { client } = setup()
    const page = await getRequests(client, { includeTotal: true, status: 'success', limit: 50 })
    expect(page.total).toBe(page.requests.length)
    for (const record of page.requests) expect(record.status).toBe('success')
  })

  test('parameters: a bad limit throws before any request', async () => {
    const { client, counter } = setup()
    const error = await getRequests(client, { limit: 80 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe('limit')
    expect(counter.count()).toBe(0)
  })

  test('behavior: 401 without an API key', async () => {
    const { client } = setup({}, null)
    const error = await getRequests(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(401)
    expect((error as HttpRequestError).errorCode).toBe('UNAUTHORIZED')
  })

  test('behavior: a continuation the service did not issue is a 400 naming it', async () => {
    const { client } = setup()
    const error = await getRequests(client, { continuation: 'forged' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(400)
    expect((error as HttpRequestError).bodyMessage).toMatch(/continuation/)
  })

  test('behavior: 429 is a RateLimitError', async () => {
    const { client } = setup({ rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 1 } })
    await getRequests(client)
    await expect(getRequests(client)).rejects.toBeInstanceOf(RateLimitError)
  })

  test('behavior: a malformed transaction is a ResponseShapeError with its path', async () => {
    const sim = createSimulator({ history: 3 })
    const broken = rewriteJsonFetch(sim.fetch, (body) => {
      const page = body as { requests: { data: { inTxs: unknown[] } }[] }
      const first = page.requests[0]
      if (first) first.data.inTxs = [{ chainId: 'one' }]
      return page
    })
    const client = createClient({ baseUrl: 'http://sim', apiKey: 'demo-key', fetch: broken.fetch })
    const error = await getRequests(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).paths).toContain('requests[0].data.inTxs[0].txHash')
  })

  test('behavior: a new failReason and feature are kept and warned', async () => {
    const sim = createSimulator({ history: 3 })
    const surprising = rewriteJsonFetch(sim.fetch, (body) => {
      const page = body as { requests: { features: string[]; data: { failReason: string | null } }[] }
      for (const record of page.requests) {
        record.features = [...record.features, 'teleport']
        record.data.failReason = 'WORMHOLE_COLLAPSED'
      }
      return page
    })
    const { client, warnings } = createWarnedClient({ apiKey: 'demo-key', fetch: surprising.fetch })
    const { requests } = await getRequests(client)
    expect(requests[0]?.data.failReason).toBe('WORMHOLE_COLLAPSED')
    expect(requests[0]?.features).toContain('teleport')
    expect(warnings.map((w) => `${w.data?.field}=${w.data?.value}`).sort()).toEqual([
      'failReason=WORMHOLE_COLLAPSED',
      'features=teleport',
    ])
  })
})
