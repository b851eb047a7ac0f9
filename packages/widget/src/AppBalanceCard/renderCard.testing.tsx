// Test helper of the AppBalanceCard tests (not part of the package): the card rendered in the host's providers, with
// a wagmi mock wallet on the simulator's virtual chains and a client whose requests can be held.
import type { SimulatorServer } from '@crosspay/simulator/node'
import { createTestWagmiConfig, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, readContract } from '@wagmi/core'
import { type Address, erc20Abi } from 'viem'
import { AppBalanceCard, type AppBalanceCardProps } from './AppBalanceCard'
import { createGatedClient } from './createGatedClient.testing'
import { testWallets } from './testWallets.testing'

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
  const { account = testWallets.sponsor, connected = true, chainId = 8453 } = options
  const wallet = 'wallet' in options ? options.wallet : testWallets.sponsor
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
