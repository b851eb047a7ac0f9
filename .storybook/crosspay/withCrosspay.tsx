import { CrosspayProvider } from '@crosspay/core'
import type { Decorator } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { storySimulator } from './storySimulator'

/**
 * The preview's decorator: what a host gives the widget. `WagmiProvider` (the story's mock wallet, not
 * reconnected on mount: its state is the one `parameters.crosspay.wallet` asked for), `QueryClientProvider` and
 * `CrosspayProvider`, all on the story's live simulator.
 */
export const withCrosspay: Decorator = (Story, context) => {
  const sim = storySimulator(context)
  return (
    <WagmiProvider config={sim.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={sim.queryClient}>
        <CrosspayProvider client={sim.client}>
          <Story />
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
