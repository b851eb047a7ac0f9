import { QueryClient } from '@tanstack/react-query'

/** Options of {@link createTestQueryClient}. */
export type CreateTestQueryClientOptions = {
  /**
   * Wait before each retry, in ms, for the queries that retry (their options set `retry`, which wins over
   * this client's `retry: false`) and do not set their own `retryDelay`. Defaults to TanStack's (1 s, doubling),
   * as in a host's QueryClient.
   */
  retryDelayMs?: number | undefined
}

/**
 * A fresh `QueryClient` for one test: retries off (hooks that retry on purpose, like
 * `useRequestStatus`, set their own `retry`), and no garbage collection while the test runs.
 *
 * @example
 * // Retries of useQuote, useRequests, useChains after 5 ms instead of 1 s and 2 s.
 * renderHook(() => useChains(), { client: t.client, queryClient: createTestQueryClient({ retryDelayMs: 5 }) })
 */
export function createTestQueryClient(options: CreateTestQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        gcTime: Number.POSITIVE_INFINITY,
        ...(options.retryDelayMs !== undefined ? { retryDelay: options.retryDelayMs } : {}),
      },
      mutations: { retry: false },
    },
  })
}
