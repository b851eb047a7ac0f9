'use client'
// The providers that hold objects with functions (a QueryClient, a wagmi config): they are made here, in a Client
// Component, once per browser tab (and once per server request while rendering). The layout, a Server Component,
// renders this and CrosspayProvider, which takes plain options.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { base, optimism } from 'viem/chains'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'

const wagmiConfig = createConfig({
  chains: [base, optimism],
  connectors: [injected()],
  transports: { [base.id]: http(), [optimism.id]: http() },
  ssr: true,
})

/** wagmi and TanStack Query, as the host app has them. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
