// A page with one AppBalanceCard on a live simulator (its URL in `?base=`), for screenshots
// (`npx tsx packages/widget/scripts/appBalanceScreenshots.ts`): not part of the package.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { type Address, defineChain } from 'viem'
import { createConfig, http, mock, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { AppBalanceCard } from '../src/AppBalanceCard/AppBalanceCard'
import '../src/styles/crosspay.css'

const params = new URLSearchParams(location.search)
const base = params.get('base')!
const account = (params.get('account') ?? '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955') as Address
const wallet = (params.get('wallet') ?? '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955') as Address
const theme = (params.get('theme') ?? 'light') as 'light' | 'dark'
const width = Number(params.get('width') ?? 480)

const chain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${base}/__sim/rpc/${id}`] } },
  })
const chains = [chain(8453, 'Base (local)'), chain(10, 'OP Mainnet (local)')] as const
const config = createConfig({
  chains,
  connectors: [mock({ accounts: [account] })],
  transports: { 8453: http(`${base}/__sim/rpc/8453`), 10: http(`${base}/__sim/rpc/10`) },
  pollingInterval: 200,
  storage: null,
})
const client = createClient({ baseUrl: base })
const queryClient = new QueryClient()

await connect(config, { connector: config.connectors[0]! })
document.body.style.margin = '0'
document.body.style.background = theme === 'dark' ? '#0b0c10' : '#e9ecf1'
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config} reconnectOnMount={false}>
    <QueryClientProvider client={queryClient}>
      <CrosspayProvider client={client}>
        <div style={{ width, padding: 12, boxSizing: 'border-box' }}>
          <AppBalanceCard wallet={wallet} theme={theme} locale="en-US" refetchInterval={false} />
        </div>
      </CrosspayProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
