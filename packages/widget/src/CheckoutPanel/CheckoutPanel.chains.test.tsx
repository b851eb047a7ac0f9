// The checkout paying on the simulator's local chains (one simulator for the file: two anvil chains and the LiteSVM
// Solana chain): a buyer with a Solana wallet pays a Base order from Solana USDC (issue 29), and a buyer with USDC
// and 0 ETH pays without gas, told so before the press (issue 30). What moved on chain is compared with what the
// screen showed.
import { webcrypto } from 'node:crypto'
import { createClient } from '@crosspay/core'
import { svmAccounts } from '@crosspay/simulator'
import { anvilAccount, type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import {
  createGaslessSubmit,
  createLocalAccountWagmiConfig,
  createTestSvmWallet,
  createTestWagmiConfig,
  fundFreshAccount,
  readSvmUsdcBalance,
  testAddresses,
} from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Config, connect } from '@wagmi/core'
import type { ComponentProps } from 'react'
import { createPublicClient, createTestClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { CheckoutPanel } from './CheckoutPanel'

const solana = 792703809
let server: SimulatorServer
beforeAll(async () => {
  // The Solana kit signs and hashes through WebCrypto with ArrayBuffers of the test's realm, which Node's WebCrypto
  // (behind jsdom's) refuses as foreign: the same WebCrypto, given views over them (what a browser accepts as is).
  const view = (a: unknown) =>
    Object.prototype.toString.call(a) === '[object ArrayBuffer]' ? new Uint8Array(a as ArrayBuffer) : a
  const subtle = new Proxy(webcrypto.subtle, {
    get: (target, key) => {
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? (...args: unknown[]) => value.apply(target, args.map(view)) : value
    },
  })
  vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto), subtle })
  server = await startSimulatorServer({ port: 0, chains: 'anvil', history: 0, watchIntervalMs: 50 })
}, 60_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.close()
})

const usdc = testAddresses.usdc as Hex
const chainOf = (id: number) => ({
  id,
  name: `Local ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [server.rpcUrls[id]!] } },
})
const reader = (id: number) => createPublicClient({ chain: chainOf(id), transport: http(server.rpcUrls[id]) })
const usdcOf = (id: number, owner: Hex) =>
  reader(id).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** A Solana account's USDC over the chain's JSON-RPC. */
const solanaUsdc = (owner: string) => readSvmUsdcBalance(server.svm!.rpcUrl, owner)
/** The checkout of a Base USDC order (light theme) with these props, on the file's simulator and `wagmiConfig`. */
const renderCheckout = (
  wagmiConfig: Config,
  props: Omit<ComponentProps<typeof CheckoutPanel>, 'theme' | 'chainId' | 'currency'>,
) =>
  render(<CheckoutPanel theme="light" chainId={8453} currency={usdc} {...props} />, {
    wrapper: createWrapper({ client: client(), wagmiConfig }),
  })
const payButton = () => document.querySelector('.cp-checkout__form button[data-status]') as HTMLButtonElement
/** The amount the Pay button shows ("Pay 5.012 USDC"), in USDC's smallest units. */
const shownPay = () => {
  const match = /^Pay ([0-9.,]+) USDC$/.exec(payButton().textContent ?? '')
  expect(match).not.toBeNull()
  return parseUnits(match![1]!.replace(/,/g, ''), 6)
}
const client = () => createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })

describe('CheckoutPanel on the local chains', () => {
  test('behavior: a buyer with a Solana wallet pays a Base order from Solana USDC: one signature, the merchant gets exactly the order, the buyer pays what the button said', async () => {
    const buyer = svmAccounts.accounts[0]!
    const svm = await createTestSvmWallet({ seeds: [buyer.seed] })
    // The host's wagmi wallet is not connected: the Solana wallet alone pays.
    const { config, prompts } = createTestWagmiConfig({
      rpcUrls: server.rpcUrls,
      accounts: [anvilAccount(0).address],
      chainId: 8453,
    })
    const merchant = anvilAccount(12).address
    const before = { buyer: await solanaUsdc(buyer.address), merchant: await usdcOf(8453, merchant) }
    const paid: unknown[] = []
    const user = userEvent.setup()
    renderCheckout(config, {
      recipient: merchant,
      amount: '5000000',
      reference: 'order-solana-1',
      wallets: { svm: svm.wallet },
      onPaid: (receipt) => paid.push(receipt),
    })
    // The Solana USDC is listed as a source that covers the payment, and chosen.
    const source = await waitFor(
      () => {
        const found = [...document.querySelectorAll<HTMLElement>('.cp-source')].find(
          (s) => /USDC/.test(s.textContent ?? '') && /Solana/.test(s.textContent ?? ''),
        )
        expect(found?.dataset.coverage).toBe('covers')
        return found!
      },
      { timeout: 20_000 },
    )
    await user.click(within(source).getByRole('radio'))
    await waitFor(() => expect(payButton().dataset.status).toBe('ready'), { timeout: 20_000 })
    const shown = shownPay()
    await user.click(payButton())
    await waitFor(() => expect(document.querySelector('.cp-receipt')).not.toBeNull(), { timeout: 45_000 })

    expect(svm.prompts).toHaveLength(1)
    expect(prompts).toEqual([]) // the EVM wallet was never asked
    expect((await usdcOf(8453, merchant)) - before.merchant).toBe(5_000_000n)
    expect(before.buyer - (await solanaUsdc(buyer.address))).toBe(shown)
    expect(paid).toEqual([
      expect.objectContaining({
        reference: 'order-solana-1',
        paid: expect.objectContaining({ chainId: 8453, amount: '5000000' }),
        from: expect.objectContaining({ chainId: solana, amount: String(shown) }),
      }),
    ])
  }, 90_000)

  /** A fresh account with 10 USDC on OP and no ETH, its key in the page (an embedded wallet), and its checkout. */
  async function renderGasless(reference: string, setUp?: (account: Hex) => Promise<void>) {
    const account = await fundFreshAccount({ rpcUrl: server.rpcUrls[10]!, chainId: 10, amount: 10_000_000n })
    await setUp?.(account.address)
    const wallet = createLocalAccountWagmiConfig({ rpcUrls: server.rpcUrls, account, chainId: 10 })
    await connect(wallet.config, { connector: wallet.config.connectors[0]! })
    // The integrator's server: the key and the sponsorship decision stay there.
    const submit = createGaslessSubmit({ upstream: server.baseUrl, maxSubsidizationAmount: '1000000' })
    const merchant = anvilAccount(13).address
    const user = userEvent.setup()
    renderCheckout(wallet.config, {
      recipient: merchant,
      amount: '4000000',
      reference,
      sponsorship: { subsidizeFees: true },
      sponsorName: 'Acme',
      gasless: { submit },
    })
    await waitFor(() => expect(payButton().dataset.status).toBe('ready'), { timeout: 20_000 })
    return { account, wallet, user, merchant }
  }

  test('behavior: a buyer with USDC and 0 ETH is told "No gas needed", the one-time upgrade and what it means, then pays without gas what the button said', async () => {
    const { account, wallet, user, merchant } = await renderGasless('order-gasless-1')
    const form = document.querySelector('.cp-checkout__form') as HTMLElement
    await waitFor(
      () =>
        expect(form.querySelector('[data-row="gas"]')?.textContent).toBe(
          'Network feeNo gas needed: sponsored by Acme',
        ),
      { timeout: 15_000 },
    )
    const steps = within(form).getAllByRole('listitem')
    expect(steps.map((li) => li.dataset.prompt)).toEqual(['upgrade', 'signPayment'])
    expect(steps[0]!.textContent).toMatch(
      /^Upgrade your account to pay without gasOnce: the service then sends payments you sign/,
    )
    expect(wallet.prompts).toEqual([])
    const shown = shownPay()
    const merchantBefore = await usdcOf(8453, merchant)
    await user.click(payButton())
    await waitFor(() => expect(document.querySelector('.cp-receipt')).not.toBeNull(), { timeout: 45_000 })
    // What the checkout said: two signatures, no transaction from the account, no gas paid by it.
    expect(wallet.prompts.map((p) => p.method)).toEqual(['signAuthorization', 'eth_signTypedData_v4'])
    expect(await reader(10).getBalance({ address: account.address })).toBe(0n)
    expect(10_000_000n - (await usdcOf(10, account.address))).toBe(shown)
    expect((await usdcOf(8453, merchant)) - merchantBefore).toBe(4_000_000n)
  }, 90_000)

  test('behavior: an account delegated to an unknown contract is warned, and nothing says it pays without gas', async () => {
    const stranger = '0x000000000000000000000000000000000000bEEF'
    const { wallet } = await renderGasless('order-gasless-2', async (address) => {
      const anvil = createTestClient({
        chain: chainOf(10),
        mode: 'anvil',
        transport: http(server.rpcUrls[10]),
      })
      await anvil.setCode({ address, bytecode: `0xef0100${stranger.slice(2)}` })
    })
    const warning = await waitFor(
      () => {
        const found = document.querySelector('.cp-checkout__form [data-warning="delegated-elsewhere"]')
        expect(found).not.toBeNull()
        return found!
      },
      { timeout: 15_000 },
    )
    expect(warning.textContent).toContain(stranger.toLowerCase())
    expect(document.querySelector('[data-row="gas"]')).toBeNull()
    expect(wallet.prompts).toEqual([])
  }, 60_000)
})
