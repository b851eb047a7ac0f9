// @vitest-environment node
// Server rendering: the widget imports and renders with react-dom/server where there is no window, document or
// localStorage (a Next.js or Remix host renders it on the server first).
import { CrosspayProvider, createClient } from '@crosspay/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, optimism } from 'wagmi/chains'

test('behavior: SwapPanel renders on the server, with its messages and scoped root', async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const { SwapPanel } = await import('../exports/index')
  const config = createConfig({
    chains: [base, optimism],
    transports: { [base.id]: http('http://127.0.0.1:1'), [optimism.id]: http('http://127.0.0.1:1') },
    ssr: true,
  })
  const html = renderToString(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <CrosspayProvider client={createClient({ baseUrl: 'http://127.0.0.1:1' })}>
          <SwapPanel theme="dark" messages={{ panel: { title: 'Pay across chains' } }} />
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  expect(html).toContain('class="cp-root" data-theme="dark"')
  expect(html).toContain('Pay across chains')
  expect(html).toContain('data-action="choose-tokens"')
})
