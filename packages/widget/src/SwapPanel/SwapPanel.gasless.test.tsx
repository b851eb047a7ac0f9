// Gasless payments in the panel (issue 30), on the simulator's anvil chains with a wallet that holds its key (as an
// embedded wallet): the review says what the account pays and asks, and what left the account is compared with it.
import { createClient } from '@crosspay/core'
import { addresses } from '@crosspay/simulator'
import {
  createGaslessSubmit,
  createLocalAccountWagmiConfig,
  fundFreshAccount,
  setupSimulatorServer,
  testAddresses,
} from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect } from '@wagmi/core'
import { createPublicClient, createTestClient, erc20Abi, type Hex, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { SwapPanel } from './SwapPanel'

const server = setupSimulatorServer({ port: 0, chains: 'anvil', history: 0, watchIntervalMs: 50 })

const usdc = testAddresses.usdc as Hex
const chain = () => ({
  id: 8453,
  name: 'Base (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [server.rpcUrls[8453]!] } },
})
const base = () => createPublicClient({ chain: chain(), transport: http(server.rpcUrls[8453]) })
const usdcOf = (owner: Hex) =>
  base().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const mainButton = () => document.querySelector('.cp-panel__form button[data-action]') as HTMLButtonElement

/** A fresh account with `amount` USDC on 8453 and no ETH, its wallet connected, and the panel rendered for it. */
async function renderGasless(amount: bigint, setUp?: (account: Hex) => Promise<void>) {
  const account = await fundFreshAccount({ rpcUrl: server.rpcUrls[8453]!, chainId: 8453, amount })
  await setUp?.(account.address)
  const wallet = createLocalAccountWagmiConfig({ rpcUrls: server.rpcUrls, account, chainId: 8453 })
  await connect(wallet.config, { connector: wallet.config.connectors[0]! })
  // The integrator's server: the key and the sponsorship decision stay there.
  const submit = createGaslessSubmit({ upstream: server.baseUrl, maxSubsidizationAmount: '1000000' })
  const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
  const user = userEvent.setup()
  render(
    <SwapPanel
      theme="light"
      defaultValue={{
        originChainId: 8453,
        originCurrency: usdc,
        destinationChainId: 10,
        destinationCurrency: usdc,
        amount: String(Number(amount) / 1e6),
      }}
      sponsorship={{ subsidizeFees: true }}
      sponsorName="Acme"
      gasless={{ submit }}
    />,
    { wrapper: createWrapper({ client, wagmiConfig: wallet.config }) },
  )
  await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 15_000 })
  await user.click(mainButton())
  const review = await screen.findByRole('region', { name: 'Review' })
  return { account, wallet, user, review }
}

describe('SwapPanel: gasless', () => {
  test('default: an account with USDC and 0 ETH reviews "No gas needed", upgrades once, signs once, and pays', async () => {
    const amount = 4_000_000n
    const { account, wallet, user, review } = await renderGasless(amount)
    const depositoryBefore = await usdcOf(addresses.depository as Hex)
    await waitFor(
      () =>
        expect(review.querySelector('[data-row="gas"]')?.textContent).toBe(
          'Network feeNo gas needed: sponsored by Acme',
        ),
      {
        timeout: 10_000,
      },
    )
    const prompts = within(review).getAllByRole('listitem')
    expect(prompts.map((li) => li.dataset.prompt)).toEqual(['upgrade', 'signPayment'])
    expect(prompts[0]!.textContent).toMatch(
      /^Upgrade your account to pay without gasOnce: the service then sends payments you sign/,
    )
    expect(prompts[1]!.textContent).toBe('Sign the payment')
    expect(wallet.prompts).toEqual([])
    await user.click(within(review).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(document.querySelector('[data-status="success"]')).not.toBeNull(), {
      timeout: 30_000,
    })
    // What the review said: two signatures, no transaction from the account, no gas paid by it.
    expect(wallet.prompts.map((p) => p.method)).toEqual(['signAuthorization', 'eth_signTypedData_v4'])
    expect(await base().getBalance({ address: account.address })).toBe(0n)
    expect(await usdcOf(account.address)).toBe(0n)
    expect((await usdcOf(addresses.depository as Hex)) - depositoryBefore).toBe(amount)
  }, 60_000)

  test('behavior: an account delegated to an unknown contract is warned in the review', async () => {
    const stranger = '0x000000000000000000000000000000000000bEEF'
    const { review, wallet } = await renderGasless(1_000_000n, async (address) => {
      const test = createTestClient({ chain: chain(), mode: 'anvil', transport: http(server.rpcUrls[8453]) })
      await test.setCode({ address, bytecode: `0xef0100${stranger.slice(2)}` })
    })
    const warning = await waitFor(() => {
      const found = review.querySelector('[data-warning="delegated-elsewhere"]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(warning.textContent).toContain(stranger.toLowerCase())
    expect(review.querySelector('[data-row="gas"]')).toBeNull()
    expect(wallet.prompts).toEqual([])
  }, 60_000)
})
