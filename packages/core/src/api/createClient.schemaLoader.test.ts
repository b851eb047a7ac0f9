import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { HttpRequestError } from '../errors/HttpRequestError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { isRetryableError } from '../query/isRetryableError'
import type { ClientWarning } from './CrosspayClient'
import { createClient } from './createClient'

// `schema` as a loader (what the hooks' actions pass, so that zod stays out of a host's first load).
describe('createClient: a schema given as a loader', () => {
  test('default: loading starts as the request leaves, not after the answer; the loaded schema parses it', async () => {
    const sim = createSimulator()
    const events: string[] = []
    const client = createClient({
      baseUrl: 'http://sim',
      fetch: (input, init) => {
        events.push('fetch')
        return sim.fetch(input, init)
      },
    })
    const data = await client.request({
      path: '/chains',
      schema: async () => {
        events.push('load')
        return z.looseObject({ chains: z.array(z.looseObject({ id: z.number() })) })
      },
    })
    expect(events).toEqual(['load', 'fetch'])
    expect(data.chains.length).toBeGreaterThan(0)
  })

  test('behavior: a body the loaded schema refuses is a ResponseShapeError; unknown enum values still warn', async () => {
    const answer = (body: unknown) => async () => Response.json(body)
    const refused = createClient({ baseUrl: 'http://x', fetch: answer({ chains: 'none' }) })
    const error = await refused
      .request({ path: '/chains', schema: async () => z.looseObject({ chains: z.array(z.unknown()) }) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).paths).toEqual(['chains'])

    const warnings: ClientWarning[] = []
    const client = createClient({
      baseUrl: 'http://x',
      fetch: answer({ status: 'teleported' }),
      onWarning: (warning) => warnings.push(warning),
    })
    const { loadResponseParsing } = await import('../schemas/loadResponseParsing')
    const status = await client.request({
      path: '/intents/status/v3',
      schema: async () => (await loadResponseParsing()).statusResultSchema,
    })
    expect(status).toEqual({ status: 'teleported', inTxHashes: [], txHashes: [] })
    expect(warnings.map((w) => [w.code, w.data?.field, w.data?.value])).toEqual([
      ['unknown-value', 'status', 'teleported'],
    ])
  })

  test('behavior: a failed request reports its own error, not the loader failure (and leaves no unhandled rejection)', async () => {
    const broken = async (): Promise<z.ZodMiniUnknown> => {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    const down = createClient({
      baseUrl: 'http://x',
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const error = await down.request({ path: '/chains', schema: broken }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(0)
    // A good answer that cannot be validated is not silently accepted: the loader's failure surfaces, typed as a
    // network failure of the host (retried as one), its cause kept.
    const up = createClient({ baseUrl: 'http://x', fetch: async () => Response.json({ chains: [] }) })
    const failure = (await up
      .request({ path: '/chains', schema: broken })
      .catch((e: unknown) => e)) as HttpRequestError
    expect(failure).toBeInstanceOf(HttpRequestError)
    expect(failure.status).toBe(0)
    expect(failure.shortMessage).toMatch(/could not be checked/)
    expect((failure.cause as Error).message).toBe('Failed to fetch dynamically imported module')
    expect(isRetryableError(failure)).toBe(true)
  })
})
