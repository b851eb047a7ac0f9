// @vitest-environment jsdom
import { quoteRequestId, startTestSimulators, testQuoteParameters } from '@crosspay/test'
import { createTestQueryClient } from '@crosspay/test/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode, StrictMode, version } from 'react'
import { describe, expect, test, vi } from 'vitest'
import type { ClientWarning } from '../api/CrosspayClient'
import { type CreateClientParameters, createClient } from '../api/createClient'
import { CrosspayProviderNotFoundError } from '../errors/CrosspayProviderNotFoundError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { CrosspayProvider } from './CrosspayProvider'
import { useAppBalance } from './useAppBalance'
import { useChains } from './useChains'
import { useCrosspayClient } from './useCrosspayClient'
import { useQuote } from './useQuote'
import { useRequestStatus } from './useRequestStatus'
import { useRequests } from './useRequests'

const start = startTestSimulators()

/** Providers as a host nests them, with `config` (and StrictMode when asked). */
const configWrapper =
  (config: CreateClientParameters, strict = false) =>
  ({ children }: { children?: ReactNode }) => {
    const tree = createElement(
      QueryClientProvider,
      { client: createTestQueryClient() },
      createElement(CrosspayProvider, { config }, children),
    )
    return strict ? createElement(StrictMode, null, tree) : tree
  }

describe('CrosspayProvider', () => {
  test('default', () => {
    const t = start()
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(CrosspayProvider, { client: t.client }, children)
    const { result } = renderHook(() => useCrosspayClient(), { wrapper })
    expect(result.current).toBe(t.client)
  })

  test('parameters: config creates a client once', () => {
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: configWrapper({ baseUrl: 'http://sim.test/' }),
    })
    const first = result.current
    expect(first.baseUrl).toBe('http://sim.test')
    rerender()
    expect(result.current).toBe(first)
  })

  test('behavior: StrictMode with an apiKey in a browser creates one client and warns once', () => {
    const warnings: ClientWarning[] = []
    let creations = 0
    // createClient reads `onWarning` once per client it creates: count the clients through it.
    const config = {
      baseUrl: 'http://strict.sim.test',
      apiKey: 'demo-key',
      get onWarning() {
        creations += 1
        return (warning: ClientWarning) => void warnings.push(warning)
      },
    }
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: configWrapper(config, true),
    })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    // React 19 keeps the first render's ref through StrictMode's second render; React 18 discards it on mount, so
    // one extra client is created and dropped there (and still warns once: the warning is per base URL).
    expect(creations).toBe(version.startsWith('18.') ? 2 : 1)
    expect(warnings.map((w) => w.code)).toEqual(['api-key-in-browser'])
    // Another provider on the same base URL (a remount, a second widget) does not warn again.
    renderHook(() => useCrosspayClient(), { wrapper: configWrapper(config, true) })
    expect(warnings).toHaveLength(1)
  })

  test('behavior: a new baseUrl re-creates the client', () => {
    let baseUrl = 'http://one.sim.test'
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: ({ children }: { children?: ReactNode }) => configWrapper({ baseUrl })({ children }),
    })
    const first = result.current
    baseUrl = 'http://two.sim.test'
    rerender()
    expect(result.current).not.toBe(first)
    expect(result.current.baseUrl).toBe('http://two.sim.test')
  })

  test("behavior: a new apiKey re-creates the client, whose queries never see the previous key's entries", async () => {
    const t = start({ history: 3 })
    const requestId = await quoteRequestId(t.client)
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    const queryClient = createTestQueryClient()
    let apiKey = 'demo-key'
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(CrosspayProvider, { config: { baseUrl: t.baseUrl, apiKey, fetch: t.fetch } }, children),
      )
    const { result, rerender } = renderHook(
      () => ({
        client: useCrosspayClient(),
        requests: useRequests({ includeAuthenticatedData: true }),
        balance: useAppBalance({ wallet }),
        chains: useChains(),
        quote: useQuote({ ...testQuoteParameters, debounceMs: 0 }),
        status: useRequestStatus({ requestId, intervalMs: 60_000 }),
      }),
      { wrapper },
    )
    const settled = () =>
      waitFor(() => {
        const { requests, balance, chains, quote, status } = result.current
        for (const query of [requests, balance, chains, quote, status]) expect(query.isSuccess).toBe(true)
      })
    await settled()
    expect(result.current.requests.requests.every((r) => r.data.apiKeyName === 'Demo integrator')).toBe(true)
    const first = result.current.client

    apiKey = 'nolink-key'
    rerender()
    expect(result.current.client).not.toBe(first)
    expect(result.current.requests.data).toBeUndefined() // not demo-key's history
    expect(result.current.balance.data).toBeUndefined()
    await settled()
    expect(result.current.requests.requests.some((r) => 'apiKeyName' in r.data)).toBe(false)

    // Every query exists once per key, told apart by the fingerprint; neither key is in the cache's keys.
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey as readonly [string, { keyId?: string }])
    for (const name of ['requests', 'appBalance', 'chains', 'quote', 'requestStatus'])
      expect(keys.filter(([n]) => n === name).map(([, p]) => p.keyId)).toEqual([
        first.keyId,
        result.current.client.keyId,
      ])
    const serialised = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => [q.queryKey, q.queryHash]),
    )
    expect(serialised).not.toContain('demo-key')
    expect(serialised).not.toContain('nolink-key')
  })

  test('behavior: serializable config (baseUrl, headers) from a Server Component: its client sends the headers', async () => {
    const t = start()
    // What a Server Component's props become on the client: React serializes them as JSON would.
    const config = JSON.parse(JSON.stringify({ baseUrl: t.baseUrl, headers: { 'x-tenant': 'acme' } }))
    const seen: Headers[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers))
      return t.fetch(input, init)
    })
    try {
      const { result } = renderHook(() => useChains(), { wrapper: configWrapper(config) })
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      expect(result.current.data?.length).toBeGreaterThan(1)
      expect(seen.map((headers) => headers.get('x-tenant'))).toEqual(['acme'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('behavior: the same headers keep the client, new headers re-create it', () => {
    let headers = { 'x-tenant': 'acme' }
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: ({ children }: { children?: ReactNode }) =>
        configWrapper({ baseUrl: 'http://headers.sim.test', headers: { ...headers } })({ children }),
    })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    headers = { 'x-tenant': 'other' }
    rerender()
    expect(result.current).not.toBe(first)
  })

  test('behavior: a client passed from a Server Component arrives without its functions and the provider names the fix', () => {
    const client = createClient({
      baseUrl: 'http://rsc.sim.test',
      apiKey: 'server-side-key-123',
      onWarning: () => {},
    })
    // React's Server Component serializer calls toJSON, as JSON.stringify does: this is the prop that crosses.
    const crossed = JSON.parse(JSON.stringify({ client })).client
    expect(crossed).toEqual({ crosspayClient: { baseUrl: 'http://rsc.sim.test', hasApiKey: true } })
    expect(JSON.stringify({ client })).not.toContain('server-side-key-123')
    expect(Object.keys(client)).not.toContain('toJSON')
    const error = (() => {
      try {
        renderHook(() => useCrosspayClient(), {
          wrapper: ({ children }: { children?: ReactNode }) =>
            createElement(CrosspayProvider, { client: crossed }, children),
        })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe('client')
    expect((error as InvalidParameterError).shortMessage).toContain(
      'cannot be passed from a Server Component',
    )
    expect((error as InvalidParameterError).shortMessage).toContain('config={{ baseUrl: "/api/crosspay" }}')
  })

  test('behavior: useCrosspayClient outside the provider throws a clear error', () => {
    const error = (() => {
      try {
        renderHook(() => useCrosspayClient())
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(CrosspayProviderNotFoundError)
    expect((error as CrosspayProviderNotFoundError).shortMessage).toMatch(/within `CrosspayProvider`/)
  })

  test('parameters: client overrides the provider', () => {
    const t = start()
    const { result } = renderHook(() => useCrosspayClient({ client: t.client }))
    expect(result.current).toBe(t.client)
  })
})
