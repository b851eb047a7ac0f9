// The bare host every entry of this folder shares (the same as packages/widget/test/packed/size/app/src/host.tsx,
// on this folder's own wagmi): Vite + React 19 with WagmiProvider + QueryClientProvider. `bare.tsx` renders only it.
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
