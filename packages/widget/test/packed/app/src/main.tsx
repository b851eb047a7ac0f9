// A host app that installed the packed tarballs of @crosspay/core and @crosspay/widget from the npm registry's
// point of view: it imports only their public entries, the stylesheet included, and brings its own providers.
// Copied outside the workspace by packed.test.ts, which writes chains.json (the simulator's GET /chains answer).
import { CrosspayProvider, createClient, useChains } from '@crosspay/core'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { AmountInput, SponsorshipNotice, WidgetRoot } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { base, optimism } from 'viem/chains'
import { createConfig, http, WagmiProvider } from 'wagmi'
import chains from './chains.json'

// The host's network, stubbed in the page: GET /chains answers what the service answers.
const stubFetch = async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  return url.pathname.endsWith('/chains')
    ? Response.json(chains)
    : Response.json({ message: 'not stubbed' }, { status: 404 })
}

const client = createClient({ baseUrl: '/api/crosspay', fetch: stubFetch })
const queryClient = new QueryClient()
const wagmiConfig = createConfig({
  chains: [base, optimism],
  connectors: [],
  transports: { [base.id]: http(), [optimism.id]: http() },
})

const fee = (usd: string) => ({ amount: String(Number(usd) * 1e6), amountUsd: usd })
const sponsorship = describeSponsorship(
  {
    user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    originChainId: 8453,
    destinationChainId: 10,
    subsidizeFees: true,
  },
  { fees: { gas: fee('0.5'), relayerGas: fee('2'), relayerService: fee('1'), subsidized: fee('3') } },
)

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
          <WidgetRoot theme="light" locale="en-US">
            <AmountInput decimals={6} />
            <SponsorshipNotice description={sponsorship} sponsorName="Acme Wallet" />
            <Chains />
          </WidgetRoot>
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
