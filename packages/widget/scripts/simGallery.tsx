// The providers of the history and status galleries: an in-page simulator (the service's Hono app, no network) with
// seeded history, a client on it, TanStack Query and CrosspayProvider. Not part of the package.
import { type CrosspayClient, CrosspayProvider, createClient } from '@crosspay/core'
import { createSimulator } from '@crosspay/simulator'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** A simulator with `history` seeded requests on a fixed clock, and a keyed client whose fetch goes to it. */
export function startGallerySimulator(history = 200): CrosspayClient {
  const simulator = createSimulator({ history, now: '2026-11-21T12:00:00Z' })
  return createClient({
    baseUrl: 'http://sim.gallery',
    apiKey: 'demo-key',
    fetch: (input, init) => simulator.fetch(String(input instanceof Request ? input.url : input), init),
    onWarning: () => {},
  })
}

/** Providers around a gallery page. */
export function GalleryProviders({ client, children }: { client: CrosspayClient; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={queryClient}>
      <CrosspayProvider client={client}>{children}</CrosspayProvider>
    </QueryClientProvider>
  )
}
