// Our SwapPanel for the side-by-side with the peers (peersScreenshot.ts), on the same simulator as Relay's widget:
// `?api=<simulator base URL>` (anvil chains), wagmi's mock wallet for anvil account #1, 0.01 ETH from Base to OP
// Mainnet. Not part of the package.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { connect } from '@wagmi/core'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
// The file, not the package entry: the entry also exports the Node-only simulator fixtures, which do not bundle for a page.
import { createTestWagmiConfig } from '../../test/src/createTestWagmiConfig'
import { SwapPanel } from '../src/SwapPanel/SwapPanel'
import '../src/styles/crosspay.css'

const api = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:4000'
const { chains } = (await (await fetch(`${api}/chains`)).json()) as {
  chains: { id: number; httpRpcUrl: string }[]
}
const rpc = (id: number) => chains.find((c) => c.id === id)?.httpRpcUrl ?? ''
localStorage.clear()
const { config } = createTestWagmiConfig({
  rpcUrls: { 8453: rpc(8453), 10: rpc(10) },
  accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
})
const client = createClient({ baseUrl: api, apiKey: 'demo-key', onWarning: () => {} })
const queryClient = new QueryClient()
const eth = '0x0000000000000000000000000000000000000000'

function Page() {
  useEffect(() => {
    void connect(config, { connector: config.connectors[0]! })
  }, [])
  return (
    <SwapPanel
      theme="light"
      locale="en-US"
      defaultValue={{
        originChainId: 8453,
        originCurrency: eth,
        destinationChainId: 10,
        destinationCurrency: eth,
        amount: '0.01',
      }}
      onConnectWallet={() => {}}
    />
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config} reconnectOnMount={false}>
    <QueryClientProvider client={queryClient}>
      <CrosspayProvider client={client}>
        <Page />
      </CrosspayProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
