// A host app that installed the packed tarballs of @crosspay/core and @crosspay/widget as a user would: it imports
// only their public entries, the stylesheet included, and brings its own providers. Copied outside the workspace
// by packed.test.ts, which writes chains.json and quote.json (the simulator's answers to GET /chains and to the
// panel's POST /quote/v2).
import { CrosspayProvider, createClient, useChains } from '@crosspay/core'
import { SwapPanel } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { base, optimism } from 'viem/chains'
import { createConfig, http, WagmiProvider } from 'wagmi'
import chains from './chains.json'
import quote from './quote.json'

// The host's network, stubbed in the page (its server proxy would answer these).
const stubFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  const method = init?.method ?? 'GET'
  if (method === 'GET' && url.pathname.endsWith('/chains')) return Response.json(chains)
  if (method === 'POST' && url.pathname.endsWith('/quote/v2')) return Response.json(quote)
  return Response.json({ message: `not stubbed: ${method} ${url.pathname}` }, { status: 404 })
}

const client = createClient({ baseUrl: '/api/crosspay', fetch: stubFetch })
const queryClient = new QueryClient()
const wagmiConfig = createConfig({
  chains: [base, optimism],
  connectors: [],
  transports: { [base.id]: http(), [optimism.id]: http() },
})
const native = '0x0000000000000000000000000000000000000000'

/** The host's own use of a core hook, beside the panel. */
function Chains() {
  const { data, error } = useChains()
  if (error) return <p data-testid="chains-error">{error.shortMessage}</p>
  return (
    <ul data-testid="chains">
      {data?.map((chain) => (
        <li key={chain.id}>{chain.displayName}</li>
      ))}
    </ul>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <CrosspayProvider client={client}>
          <output data-testid="react-version" hidden>
            {version}
          </output>
          <SwapPanel
            theme="light"
            locale="en-US"
            defaultOriginChainId={base.id}
            defaultDestinationChainId={optimism.id}
            defaultOriginCurrency={native}
            defaultDestinationCurrency={native}
            sponsorship={{ subsidizeFees: true }}
            sponsorName="Acme Wallet"
            onConnectWallet={() => {}}
          />
          <Chains />
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
