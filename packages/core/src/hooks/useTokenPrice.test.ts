// @vitest-environment jsdom
import { addresses } from '@crosspay/simulator'
import { expectAnsweredOnce, startTestSimulators } from '@crosspay/test'
import { createTestQueryClient, renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import { getTokenPrice } from '../api/getTokenPrice'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { useTokenPrice } from './useTokenPrice'

const start = startTestSimulators()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('useTokenPrice', () => {
  test("default: the simulator's price table, one request for two readers of the same token", async () => {
    const t = start()
    const { result, queryClient } = renderHook(
      () => [
        useTokenPrice({ chainId: 10, address: addresses.native }),
        useTokenPrice({ chainId: 10, address: addresses.native }),
      ],
      { client: t.client },
    )
    await waitFor(() => expect(result.current[0]?.isSuccess).toBe(true))
    expect(result.current.map((r) => r.data)).toEqual([3000, 3000])
    expectAnsweredOnce(t.fetch, '/currencies/token/price')
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toEqual([
      'tokenPrice',
      { baseUrl: 'http://sim.test', keyId: t.client.keyId, chainId: 10, address: addresses.native },
    ])
    expect(await getTokenPrice(t.client, { chainId: 8453, address: addresses.stablecoin })).toBe(1)
  })

  test('parameters: a missing address sends nothing', async () => {
    const t = start()
    const { result } = renderHook(() => useTokenPrice({ chainId: 10, address: undefined }), {
      client: t.client,
    })
    await sleep(30)
    expect(result.current.fetchStatus).toBe('idle')
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: bad input is an InvalidParameterError before any request', async () => {
    const t = start()
    await expect(getTokenPrice(t.client, { chainId: 0, address: addresses.native })).rejects.toBeInstanceOf(
      InvalidParameterError,
    )
    await expect(getTokenPrice(t.client, { chainId: 10, address: 'not an address' })).rejects.toBeInstanceOf(
      InvalidParameterError,
    )
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: a token the service does not know is a 400 on `error`, not retried', async () => {
    const t = start()
    const { result } = renderHook(() => useTokenPrice({ chainId: 8453, address: addresses.depository }), {
      client: t.client,
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(400)
    expect(t.fetch.count('/currencies/token/price')).toBe(1)
  })
})
