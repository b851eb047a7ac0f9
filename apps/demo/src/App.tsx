'use client'
import { CrosspayProvider } from '@crosspay/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { DemoLayout } from './layout/DemoLayout'
import { createDemoWagmiConfig } from './wallet/createDemoWagmiConfig'
import { registerDevSvmWallet } from './wallet/registerDevSvmWallet'

/**
 * The demo site: the host's providers (wagmi on the local chains, TanStack Query, crosspay's client pointed at the
 * server's proxy `/api/crosspay`; no API key in the browser) around the layout and its pages; the development
 * wallet's Solana side registered as a wallet-standard wallet.
 */
export function App() {
  const [wagmiConfig] = useState(() => createDemoWagmiConfig(window.location.origin))
  const [queryClient] = useState(() => new QueryClient())
  // The development wallet's Solana accounts, found by the panel as any wallet-standard wallet is.
  const [registered] = useState(() => ({ done: false }))
  useEffect(() => {
    if (registered.done) return
    registered.done = true
    registerDevSvmWallet(window.location.origin)
  }, [registered])
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
