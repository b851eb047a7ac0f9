'use client'
import { CrosspayProvider } from '@crosspay/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { DemoLayout } from './layout/DemoLayout'
import { createDemoWagmiConfig } from './wallet/createDemoWagmiConfig'

/**
 * The demo site: the host's providers (wagmi on the local chains, TanStack Query, crosspay's client pointed at the
 * server's proxy `/api/crosspay`; no API key in the browser) around the layout and its pages.
 */
export function App() {
  const [wagmiConfig] = useState(() => createDemoWagmiConfig(window.location.origin))
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <CrosspayProvider config={{ baseUrl: '/api/crosspay' }}>
          <DemoLayout />
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
