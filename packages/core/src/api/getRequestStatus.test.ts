import { createSimulator } from '@crosspay/simulator'
import { quoteRequestId } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { countingFetch } from '../../test/fixtures/countingFetch'
import { createLimitedClient } from '../../test/fixtures/createLimitedClient'
import { createWarnedClient } from '../../test/fixtures/createWarnedClient'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { createClient } from './createClient'
import { getRequestStatus } from './getRequestStatus'

describe('getRequestStatus', () => {
  test('default: a quoted request is waiting', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', fetch: sim.fetch })
    const requestId = await quoteRequestId(client)
    const status = await getRequestStatus(client, { requestId })
    expect(status.status).toBe('waiting')
    expect(status.inTxHashes).toEqual([])
    expect(status.originChainId).toBe(8453)
    expect(status.destinationChainId).toBe(10)
  })

  test('behavior: follows the request to success after the deposit', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', fetch: sim.fetch })
    const requestId = await quoteRequestId(client)
    const deposit = await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    })
    expect(deposit.status).toBe(200)
    await sim.ctx.clock.advance(60_000)
    const status = await getRequestStatus(client, { requestId })
    expect(status.status).toBe('success')
    expect(status.txHashes.length).toBeGreaterThan(0)
    expect(status.inTxHashes.length).toBeGreaterThan(0)
  })

  test('parameters: an empty requestId throws before any request', async () => {
    const sim = createSimulator()
    const counter = countingFetch(sim.fetch)
    const client = createClient({ baseUrl: 'http://sim', fetch: counter.fetch })
    await expect(getRequestStatus(client, { requestId: '' })).rejects.toBeInstanceOf(InvalidParameterError)
    expect(counter.count()).toBe(0)
  })

  test('behavior: an id never issued is a 404 HttpRequestError', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', fetch: sim.fetch })
    const error = await getRequestStatus(client, { requestId: `0x${'ab'.repeat(32)}` }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(404)
    expect((error as HttpRequestError).message).toContain('Request not found')
  })

  test('behavior: 429 is a RateLimitError', async () => {
    const client = createLimitedClient({ anonymousQuote: 5, anonymous: 1, keyed: 5 })
    const requestId = await quoteRequestId(client)
    await getRequestStatus(client, { requestId })
    await expect(getRequestStatus(client, { requestId })).rejects.toBeInstanceOf(RateLimitError)
  })

  test('behavior: a missing status is a ResponseShapeError naming status', async () => {
    const sim = createSimulator()
    const broken = rewriteJsonFetch(sim.fetch, (body, url) =>
      url.includes('/intents/status/v3') ? { ...(body as object), status: undefined } : body,
    )
    const client = createClient({ baseUrl: 'http://sim', fetch: broken.fetch })
    const requestId = await quoteRequestId(client)
    const error = await getRequestStatus(client, { requestId }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).path).toBe('status')
    expect((error as ResponseShapeError).endpoint).toBe('GET /intents/status/v3')
  })

  test('behavior: an unknown status is kept and warned once', async () => {
    const sim = createSimulator()
    const surprising = rewriteJsonFetch(sim.fetch, (body, url) =>
      url.includes('/intents/status/v3') ? { ...(body as object), status: 'delayed' } : body,
    )
    const { client, warnings } = createWarnedClient({ fetch: surprising.fetch })
    const requestId = await quoteRequestId(client)
    expect((await getRequestStatus(client, { requestId })).status).toBe('delayed')
    await getRequestStatus(client, { requestId })
    expect(warnings.map((w) => w.data?.value)).toEqual(['delayed'])
  })
})
