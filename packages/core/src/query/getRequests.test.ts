import { createTestSimulator } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import type { GetRequestsQueryParameters } from './getRequests'
import { getRequestsQueryKey, getRequestsQueryOptions } from './getRequests'

const FP_DEMO = 'd0ce8648' // fingerprint('demo-key')

describe('getRequestsQueryOptions', () => {
  test('behavior: apiKey filter values are fingerprinted in the query key; the request sends the real values', async () => {
    const t = createTestSimulator({ history: 3 })
    const parameters: GetRequestsQueryParameters = {
      apiKey: 'demo-key',
      filters: [
        { apiKey: ['nolink-key', 'demo-key'], originChainId: 8453 },
        { 'not:apiKey': 'nolink-key' },
        { apiKey: null },
      ],
    }
    const options = getRequestsQueryOptions(t.client, parameters)
    const serialised = JSON.stringify(options.queryKey)
    expect(serialised).not.toContain('demo-key')
    expect(serialised).not.toContain('nolink-key')
    expect(options.queryKey[1]).toMatchObject({
      apiKey: FP_DEMO,
      filters: [
        { apiKey: [expect.stringMatching(/^[0-9a-f]{8}$/), FP_DEMO], originChainId: 8453 },
        { 'not:apiKey': expect.stringMatching(/^[0-9a-f]{8}$/) },
        { apiKey: null },
      ],
    })
    // The key function alone does the same (keys built by hand match the options' keys).
    expect(getRequestsQueryKey({ ...parameters, baseUrl: t.client.baseUrl, keyId: t.client.keyId })).toEqual(
      options.queryKey,
    )
    // Different apiKey filters are different entries.
    expect(getRequestsQueryOptions(t.client, { apiKey: 'nolink-key' }).queryKey).not.toEqual(
      getRequestsQueryOptions(t.client, { apiKey: 'demo-key' }).queryKey,
    )
    // The parameters are left untouched, and the request carries the real values.
    expect(parameters.apiKey).toBe('demo-key')
    await new QueryClient().fetchInfiniteQuery(options)
    const call = t.fetch.calls.find((c) => c.pathname === '/requests/v3')!
    expect(call.searchParams.get('apiKey')).toBe('demo-key')
    expect(JSON.parse(call.searchParams.get('filters')!)).toEqual(parameters.filters)
    await t.close()
  })

  test('behavior: a runtime keyId or baseUrl in the parameters does not override the client’s', async () => {
    const t = createTestSimulator()
    const parameters = { user: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', keyId: undefined, baseUrl: 'x' }
    const { queryKey } = getRequestsQueryOptions(t.client, parameters as GetRequestsQueryParameters)
    expect(queryKey[1]).toEqual({ baseUrl: t.client.baseUrl, keyId: t.client.keyId, user: parameters.user })
    await t.close()
  })
})
