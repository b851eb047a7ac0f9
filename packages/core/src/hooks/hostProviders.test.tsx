// @vitest-environment jsdom
import { startTestSimulators, testQuoteParameters } from '@crosspay/test'
import { act, waitFor } from '@crosspay/test/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { createConfig, http, mock, useAccount, useConnect, WagmiProvider } from 'wagmi'
import { base, optimism } from 'wagmi/chains'
import { CrosspayProvider } from './CrosspayProvider'
import { useChains } from './useChains'
import { useQuote } from './useQuote'
import { useRequestStatus } from './useRequestStatus'

const start = startTestSimulators()

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('hooks under the host providers', () => {
  test('default: WagmiProvider + QueryClientProvider of the host are used as they are', async () => {
    const t = start()
    // The host's own wagmi config and query client (no network: no wagmi hook here reads a chain).
    const wagmiConfig = createConfig({
      chains: [base, optimism],
      connectors: [mock({ accounts: [account] })],
      transports: { [base.id]: http(), [optimism.id]: http() },
    })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(
        WagmiProvider,
        { config: wagmiConfig },
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(CrosspayProvider, { client: t.client }, children),
        ),
      )
    const { result } = renderHook(
      () => {
        const { address } = useAccount()
        const connect = useConnect()
        const quote = useQuote({
          ...(address ? { ...testQuoteParameters, user: address } : {}),
          debounceMs: 0,
        })
        return {
          address,
          connect,
          quote,
          chains: useChains(),
          status: useRequestStatus({ requestId: quote.data?.steps[0]?.requestId, intervalMs: 60_000 }),
        }
      },
      { wrapper },
    )
    // Nothing is asked before the host's wallet is connected (the body has no user yet).
    expect(result.current.quote.fetchStatus).toBe('idle')
    await act(() => result.current.connect.mutateAsync({ connector: wagmiConfig.connectors[0]! }))
    await waitFor(() => expect(result.current.address).toBe(account))
    await waitFor(() => expect(result.current.quote.isSuccess).toBe(true))
    await waitFor(() => expect(result.current.status.data?.status).toBe('waiting'))
    expect(result.current.chains.data?.map((c) => c.id)).toContain(8453)

    // Our queries live in the host's QueryClient, beside wagmi's own.
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0])
    expect(keys).toEqual(expect.arrayContaining(['chains', 'quote', 'requestStatus']))
    // The chains query is shared by useChains and useQuote's validation: one request.
    expect(t.fetch.count('/chains')).toBe(1)
    // The wallet connection is the host's: the kit created none of its own.
    expect(wagmiConfig.state.connections.size).toBe(1)
  })
})
