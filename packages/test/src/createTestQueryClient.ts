import { QueryClient } from '@tanstack/react-query'

/**
 * A fresh `QueryClient` for one test: retries off (hooks that retry on purpose, like
 * `useRequestStatus`, set their own `retry`), and no garbage collection while the test runs.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  })
}
