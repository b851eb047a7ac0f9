'use client'
// The providers, in one Client Component: a QueryClient and a wagmi config carry functions, so they are made here
// (once per browser tab, and once per server render). The crosspay client is made here too, by CrosspayProvider,
// from the plain options the layout (a Server Component) passes down: only data crosses to the browser.
import { type CreateClientParameters, CrosspayProvider } from '@crosspay/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { base, optimism } from 'viem/chains'
import { createConfig, http, injected, WagmiProvider } from 'wagmi'

const wagmiConfig = createConfig({
  chains: [base, optimism],
  connectors: [injected()],
  transports: { [base.id]: http(), [optimism.id]: http() },
  ssr: true,
})

/** wagmi, TanStack Query and crosspay, as the host app nests them. */
export function Providers({ crosspay, children }: { crosspay: CreateClientParameters; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <CrosspayProvider config={crosspay}>{children}</CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
