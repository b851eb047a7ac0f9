// Test helpers of the AppBalanceCard tests (not part of the package): a simulator server on virtual chains, a client
// whose requests can be held on a path, a wagmi mock wallet, and the card rendered in the host's providers.
import { type CrosspayClient, createClient } from '@crosspay/core'
import type { SimulatorServer } from '@crosspay/simulator/node'
import { createTestWagmiConfig, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, readContract } from '@wagmi/core'
import { type Address, erc20Abi } from 'viem'
import { AppBalanceCard, type AppBalanceCardProps } from './AppBalanceCard'

/** demo-key's sponsorship wallet (anvil #7): 1,000 USDC on 8453 in its app balance on a fresh simulator. */
export const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' as const
/** anvil #1, funded on the virtual chains. */
export const stranger = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
/** An address that holds nothing anywhere. */
export const payee = '0x000000000000000000000000000000000000c1a2' as const

/** A client on the server whose requests to a path can be held (`hold('/…/claim/confirm')`) and counted. */
export function createGatedClient(server: SimulatorServer, apiKey?: string) {
  const calls: string[] = []
  let gate: { path: RegExp; open: () => void; promise: Promise<void> } | undefined
  const client: CrosspayClient = createClient({
    baseUrl: server.baseUrl,
    ...(apiKey ? { apiKey } : {}),
    onWarning: () => {},
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      calls.push(url.pathname)
      if (gate?.path.test(url.pathname)) await gate.promise
      return fetch(input, init)
    },
  })
  return {
    client,
    calls,
    count: (path: RegExp) => calls.filter((c) => path.test(c)).length,
    hold(path: RegExp) {
      let open = () => {}
      const promise = new Promise<void>((resolve) => {
        open = resolve
      })
      gate = { path, open, promise }
    },
    release() {
      gate?.open()
      gate = undefined
    },
  }
}

/** Renders the card for `wallet` with a mock wallet of `account` (connected unless `connected: false`). */
export async function renderCard(
  server: SimulatorServer,
  options: {
    account?: Address
    wallet?: Address | undefined
    connected?: boolean
    chainId?: number
    /** wagmi mock flags (a refused signature, …). */
    features?: Parameters<typeof createTestWagmiConfig>[0]['features']
    props?: Partial<AppBalanceCardProps>
  } = {},
) {
  const { account = sponsor, connected = true, chainId = 8453 } = options
  const wallet = 'wallet' in options ? options.wallet : sponsor
  const rpcUrls = { 8453: `${server.baseUrl}/__sim/rpc/8453`, 10: `${server.baseUrl}/__sim/rpc/10` }
  const { config, prompts } = createTestWagmiConfig({
    rpcUrls,
    accounts: [account],
    chainId,
    features: options.features,
  })
  if (connected) await connect(config, { connector: config.connectors[0]! })
  const gated = createGatedClient(server)
  const user = userEvent.setup()
  const view = render(
    <AppBalanceCard wallet={wallet} locale="en-US" refetchInterval={false} {...options.props} />,
    {
      wrapper: createWrapper({ client: gated.client, wagmiConfig: config }),
    },
  )
  const usdcOf = (address: Address) =>
    readContract(config, {
      chainId: 8453,
      address: testAddresses.usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  return { ...view, ...gated, config, prompts, user, usdcOf }
}
