// What every size entry shares: a bare Vite + React 19 host with wagmi's and TanStack Query's providers, as an
// integrator's app has them before adding crosspay. `bare.tsx` renders only this; the others add one import.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { base, optimism } from 'viem/chains'
import { createConfig, http, WagmiProvider } from 'wagmi'

const queryClient = new QueryClient()
const wagmiConfig = createConfig({
  chains: [base, optimism],
  connectors: [],
  transports: { [base.id]: http(), [optimism.id]: http() },
})

/** Renders `children` inside the host's providers. */
export function mount(children: ReactNode): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
