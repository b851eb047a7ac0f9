// Test helper (not shipped): a SwapPanel on a simulator served over HTTP, with wagmi's mock wallet on its virtual
// chains, for the panel's tests.
import { createClient } from '@crosspay/core'
import type { SimulatorServer } from '@crosspay/simulator/node'
import { createTestWagmiConfig, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, getBalance, readContract } from '@wagmi/core'
import { type Address, erc20Abi } from 'viem'
import { SwapPanel } from './SwapPanel'
import type { SwapPanelProps } from './SwapPanelProps'

/**
 * Renders a SwapPanel on `server` with a mock wallet of `account` (connected; undefined: not connected), and returns
 * the view, the wallet's config and prompts, a user-event instance and balance readers on both chains.
 */
export async function renderPanel(
  server: SimulatorServer,
  account: `0x${string}` | undefined,
  props: SwapPanelProps = {},
) {
  const rpcUrls = { 8453: `${server.baseUrl}/__sim/rpc/8453`, 10: `${server.baseUrl}/__sim/rpc/10` }
  const wallet = createTestWagmiConfig({
    rpcUrls,
    accounts: [account ?? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    chainId: 8453,
  })
  if (account) await connect(wallet.config, { connector: wallet.config.connectors[0]! })
  const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
  const user = userEvent.setup()
  const view = render(<SwapPanel theme="light" {...props} />, {
    wrapper: createWrapper({ client, wagmiConfig: wallet.config }),
  })
  const ethOf = async (address: Address, chainId: number) =>
    (await getBalance(wallet.config, { address, chainId })).value
  const usdcOf = (address: Address, chainId: number) =>
    readContract(wallet.config, {
      chainId,
      address: testAddresses.usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  return { ...wallet, user, view, ethOf, usdcOf }
}
