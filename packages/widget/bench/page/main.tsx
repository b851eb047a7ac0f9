// The widget benchmark's page (built by ../panel.bench.ts with React's profiling build): one view per run, picked
// by the query string, against the simulator at `?sim=`. It records on `window.bench` what the runner reads:
// quote requests sent (with times), the panel's React commits (Profiler), and keystroke times, all in Date.now()
// milliseconds so the runner can compare them with the simulator's (it watches the screen itself).
import { CrosspayProvider, createClient } from '@crosspay/core'
import { RequestHistory, RequestStatus, SwapPanel } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Profiler, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'

const params = new URLSearchParams(location.search)
const sim = params.get('sim') ?? ''
const bench = {
  quoteRequests: [] as number[],
  statusRequests: [] as number[],
  historyPages: 0,
  commits: [] as number[],
  keys: [] as number[],
}
Object.assign(window, { bench })
addEventListener('keydown', () => bench.keys.push(Date.now()), true)

const countingFetch: typeof fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input)
  if (url.includes('/quote/v2')) bench.quoteRequests.push(Date.now())
  if (url.includes('/intents/status')) bench.statusRequests.push(Date.now())
  const answer = fetch(input, init)
  if (url.includes('/requests/v3')) void answer.then(() => bench.historyPages++)
  return answer
}
const client = createClient({ baseUrl: sim, apiKey: 'demo-key', fetch: countingFetch })
const chain = (id: number) =>
  defineChain({
    id,
    name: `Local ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${sim}/__sim/rpc/${id}`] } },
  })
const wagmiConfig = createConfig({
  chains: [chain(8453), chain(10)],
  connectors: [],
  transports: { 8453: http(`${sim}/__sim/rpc/8453`), 10: http(`${sim}/__sim/rpc/10`) },
})
const native = '0x0000000000000000000000000000000000000000'
const view = params.get('view')
const requestId = params.get('requestId') ?? ''

const content =
  view === 'status' ? (
    <RequestStatus requestId={requestId} websocket={params.get('stream') === '1'} intervalMs={1000} />
  ) : view === 'history' ? (
    <div style={{ height: 600 }}>
      <RequestHistory pageSize={50} />
    </div>
  ) : (
    <SwapPanel
      defaultOriginChainId={8453}
      defaultDestinationChainId={10}
      defaultOriginCurrency={native}
      defaultDestinationCurrency={native}
    />
  )

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={new QueryClient()}>
        <CrosspayProvider client={client}>
          <Profiler id="view" onRender={() => bench.commits.push(Date.now())}>
            {content}
          </Profiler>
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
