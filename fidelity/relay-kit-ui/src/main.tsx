// The peer's official widget (@relayprotocol/relay-kit-ui, unchanged) as an integrator mounts it, with its backend
// pointed at our simulator: `?api=<simulator base URL>&account=<an anvil account's address>`. Base and OP are
// viem's own chain definitions (so wagmi knows their Multicall3) with their RPC replaced by the simulator's anvil
// chains; the wallet is wagmi's `mock` connector for an unlocked anvil account. `window.__swapSuccess` records
// `onSwapSuccess` for the browser test.
import { RelayKitProvider, SwapWidget } from '@relayprotocol/relay-kit-ui'
import '@relayprotocol/relay-kit-ui/styles.css'
import { adaptViemWallet } from '@relayprotocol/relay-sdk'
import { fetchChainConfigs } from '@relayprotocol/relay-sdk/chain-utils'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type Address, type Chain, zeroAddress } from 'viem'
import { base, optimism } from 'viem/chains'
import { createConfig, http, useWalletClient, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'

declare global {
  interface Window {
    __swapSuccess?: unknown
    __swapError?: string
  }
}

const params = new URLSearchParams(location.search)
const api = params.get('api') ?? 'http://127.0.0.1:4000'
const account = (params.get('account') ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') as Address

// The SDK's own reading of `GET /chains` (icons included: the widget draws its chain badges from them).
const relayChains = await fetchChainConfigs(api)
const local = (chain: Chain): Chain => {
  const rpc = relayChains.find((c) => c.id === chain.id)?.httpRpcUrl
  if (!rpc) throw new Error(`the simulator lists no chain ${chain.id}`)
  return { ...chain, rpcUrls: { default: { http: [rpc] } } }
}
const chains = [local(base), local(optimism)] as const
const config = createConfig({
  chains,
  connectors: [mock({ accounts: [account], features: { reconnect: true } })],
  transports: {
    [base.id]: http(chains[0].rpcUrls.default.http[0]),
    [optimism.id]: http(chains[1].rpcUrls.default.http[0]),
  },
})
await connect(config, { connector: config.connectors[0]! })

const eth = (chainId: number, name: string) => ({
  chainId,
  address: zeroAddress,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  logoURI: `${api}/icons/eth.svg`,
  verified: true,
  // shown in the selector only
  chainName: name,
})

function App() {
  const [fromToken, setFromToken] = useState<ReturnType<typeof eth> | undefined>(eth(base.id, 'base'))
  const [toToken, setToToken] = useState<ReturnType<typeof eth> | undefined>(eth(optimism.id, 'optimism'))
  // 8.0.12 executes only with a `wallet` prop (without one: "Missing a valid wallet"): the wagmi wallet, adapted.
  const { data: walletClient } = useWalletClient()
  const wallet = useMemo(() => (walletClient ? adaptViemWallet(walletClient) : undefined), [walletClient])
  return (
    <SwapWidget
      supportedWalletVMs={['evm']}
      wallet={wallet}
      fromToken={fromToken}
      setFromToken={(token) => setFromToken(token as typeof fromToken)}
      toToken={toToken}
      setToToken={(token) => setToToken(token as typeof toToken)}
      onConnectWallet={() => {}}
      onSwapError={(error) => {
        window.__swapError = error
      }}
      onSwapSuccess={(data) => {
        window.__swapSuccess = JSON.parse(
          JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
        )
      }}
    />
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <RelayKitProvider
        options={{
          appName: 'crosspay-fidelity',
          baseApiUrl: api,
          source: 'crosspay-fidelity',
          chains: relayChains,
        }}
      >
        <App />
      </RelayKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
