import type { GaslessOptions } from '@crosspay/core/execution'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { getWallets } from '@wallet-standard/app'
import { type ReactNode, useEffect } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { erc20Abi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Config } from 'wagmi'
import { readContract } from 'wagmi/actions'
import type { CrosspayParameters } from '../../../../.storybook/crosspay/CrosspayParameters'
import { storySimulator } from '../../../../.storybook/crosspay/storySimulator'
import { WidgetRoot } from '../root/WidgetRoot'
import { CheckoutPanel } from './CheckoutPanel'
import { OwedAmount } from './OwedAmount'
import { PayButton } from './PayButton'

// The simulator's 6-decimal stablecoin, the same address on every EVM chain.
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' as const
const merchant = '0x00000000000000000000000000000000000c0ffe' as const

/**
 * The checkout, live: each story has its own simulator in the page (virtual chains, realtime clock) and a wagmi mock
 * wallet (anvil account #1, funded on both chains), so balances, quotes, deposits and outcomes are real. The merchant
 * is owed 25 sUSDC on OP Mainnet.
 */
const meta = {
  title: 'Panel/CheckoutPanel',
  component: CheckoutPanel,
  args: {
    theme: 'light',
    locale: 'en-US',
    recipient: merchant,
    chainId: 10,
    currency: usdc,
    amount: '25000000',
    merchantName: 'Atelier Nord',
    onConnectWallet: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutPanel>

export default meta
type Story = StoryObj<typeof meta>

const payButton = (canvasElement: HTMLElement, status: string) =>
  waitFor(
    () => {
      const el = canvasElement.querySelector<HTMLButtonElement>(
        `.cp-checkout__form button[data-status="${status}"]`,
      )
      if (!el) throw new Error(`no ${status} button yet`)
      return el
    },
    { timeout: 15_000 },
  )
const merchantBalance = (config: Config) =>
  readContract(config, {
    chainId: 10,
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [merchant],
  })
const depositShown = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const el = canvasElement.querySelector('[data-testid="deposit-address"]')
      if (!el?.textContent) throw new Error('no deposit address yet')
      return el.textContent
    },
    { timeout: 15_000 },
  )

/** A wallet-standard Solana wallet holding the virtual Solana chain's test account #0 (100 SOL, 10,000 USDC). */
const solanaWallet = {
  name: 'Story Solana wallet',
  accounts: [
    {
      address: 'AfYjLi8LWQ7ZvJknYciddPYduSsPsYyES9GYAFPbWn6j',
      publicKey: new Uint8Array(32),
      chains: ['solana:localnet'],
      features: ['solana:signTransaction'],
    },
  ],
  features: {
    // The story shows the state before the press; paying from Solana is tested on the local chains
    // (CheckoutPanel.chains.test.tsx, the demo's solanaFlows e2e). Pressed here, it declines as a user would.
    'solana:signTransaction': {
      version: '1.0.0',
      signTransaction: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    },
  },
}

/** The buyer's balances on both chains, those that cover 25 sUSDC first, the best one chosen and quoted. */
export const ChooseSource: Story = {
  play: async ({ canvasElement }) => {
    await expect(await payButton(canvasElement, 'ready')).toHaveTextContent(/^Pay .*USDC/)
    const sources = [...canvasElement.querySelectorAll('.cp-source')]
    await expect(sources.length).toBeGreaterThanOrEqual(2)
    await expect(sources[0]).toHaveAttribute('data-coverage', 'covers')
    await expect(within(canvasElement).getByTestId('owed-usd')).toHaveTextContent('$25.00')
  },
}

/** Owed more than the wallet holds anywhere: every source is too small, and the panel says so. */
export const InsufficientEverywhere: Story = {
  args: { amount: '900000000000000' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.cp-checkout__notice[data-state="insufficient"]')).toBeVisible(),
      { timeout: 15_000 },
    )
    for (const source of canvasElement.querySelectorAll('.cp-source'))
      await expect(source).toHaveAttribute('data-coverage', 'short')
    await expect(canvasElement.querySelector('.cp-checkout__form button[data-status]')).toBeDisabled()
  },
}

/** The quote for the chosen source is on its way: the button waits (the panel's part, held in that state). */
export const Quoting: Story = {
  render: (args) => (
    <WidgetRoot theme={args.theme} locale={args.locale}>
      <div className="cp-panel cp-checkout">
        <OwedAmount
          amount="25000000"
          token={undefined}
          chain={undefined}
          usd={undefined}
          merchantName="Atelier Nord"
        />
        <PayButton
          status="quoting"
          method="wallet"
          quote={undefined}
          problem={undefined}
          connected
          onConnectWallet={undefined}
          onPay={() => {}}
        />
      </div>
    </WidgetRoot>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveTextContent('Getting the exact price…')
    await expect(button).toBeDisabled()
  },
}

/** Paying with the wallet: the deposit is in, the fill is slow (the simulator indexes after a minute). */
export const Paying: Story = {
  parameters: { crosspay: { timing: { indexMs: 60_000 } } satisfies CrosspayParameters },
  play: async ({ canvasElement }) => {
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-progress')).toHaveAttribute('data-status', 'tracking'),
      { timeout: 20_000 },
    )
  },
}

/** Paid from the wallet: the receipt with the order reference, and `onPaid` called once. */
export const Paid: Story = {
  args: { reference: 'order-1042', onPaid: fn() },
  play: async (context) => {
    const { canvasElement, args } = context
    const host = storySimulator(context)
    const before = await merchantBalance(host.wagmiConfig)
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await waitFor(() => expect(canvasElement.querySelector('.cp-receipt')).toBeVisible(), { timeout: 20_000 })
    await expect(within(canvasElement).getByTestId('receipt-reference')).toHaveTextContent('order-1042')
    await expect(within(canvasElement).getByTestId('receipt-paid')).toHaveTextContent('25 USDC')
    // What the screen says is what happened on chain: the merchant received exactly the owed amount.
    await expect((await merchantBalance(host.wagmiConfig)) - before).toBe(25_000_000n)
    await expect(args.onPaid).toHaveBeenCalledTimes(1)
    await expect(args.onPaid).toHaveBeenCalledWith(expect.objectContaining({ reference: 'order-1042' }))
  },
}

/** No wallet: pay by deposit address: the exact amount, the address and its QR code, a countdown, the live status. */
export const DepositAddress: Story = {
  parameters: { crosspay: { wallet: 'disconnected' } satisfies CrosspayParameters },
  play: async ({ canvasElement }) => {
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await expect(await depositShown(canvasElement)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(within(canvasElement).getByRole('img', { name: /QR code/ })).toBeVisible()
    await expect(within(canvasElement).getByTestId('deposit-countdown')).toHaveTextContent(
      /Valid for [0-9]+:[0-5][0-9]/,
    )
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Waiting for your deposit')
  },
}

/** The exact amount lands at the deposit address: the status turns paid, without a wallet. */
export const PaidByDeposit: Story = {
  parameters: { crosspay: { wallet: 'disconnected' } satisfies CrosspayParameters },
  args: { reference: 'order-1043', onPaid: fn() },
  play: async (context) => {
    const { canvasElement, args } = context
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await depositShown(canvasElement)
    const host = storySimulator(context)
    await host.deposit(host.quotedRequestIds().at(-1)!)
    await waitFor(() => expect(canvasElement.querySelector('.cp-receipt')).toBeVisible(), { timeout: 20_000 })
    await expect(args.onPaid).toHaveBeenCalledWith(expect.objectContaining({ method: 'deposit-address' }))
  },
}

/** Less than the exact amount lands: the service refunds it, and the panel says so in its words. */
export const Refunded: Story = {
  parameters: { crosspay: { wallet: 'disconnected' } satisfies CrosspayParameters },
  play: async (context) => {
    const { canvasElement } = context
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await depositShown(canvasElement)
    const host = storySimulator(context)
    const requestId = host.quotedRequestIds().at(-1)!
    const quoted = BigInt(host.simulator.ctx.store.get(requestId)!.amountIn)
    await fetch(`${host.baseUrl}/__sim/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, amount: (quoted - 1_000_000n).toString() }),
    })
    const outcome = await waitFor(
      () => {
        const el = canvasElement.querySelector('.cp-checkout__outcome')
        if (!el) throw new Error('not refunded yet')
        return el
      },
      { timeout: 20_000 },
    )
    await expect(outcome).toHaveAttribute('data-reason', 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL')
    await expect(outcome).toHaveTextContent('Less than the exact amount arrived')
  },
}

/** The address expires (here after 2 s); a deposit after that is refunded as late. */
export const Expired: Story = {
  args: { depositWindowMs: 2000 },
  parameters: {
    crosspay: { wallet: 'disconnected', timing: { deadlineMs: 2000 } } satisfies CrosspayParameters,
  },
  play: async (context) => {
    const { canvasElement } = context
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await depositShown(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-deposit')).toHaveAttribute('data-state', 'expired'),
      {
        timeout: 10_000,
      },
    )
    const host = storySimulator(context)
    await host.deposit(host.quotedRequestIds().at(-1)!)
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.cp-checkout__outcome')).toHaveAttribute(
          'data-reason',
          'ORDER_EXPIRED',
        ),
      { timeout: 20_000 },
    )
  },
}

/** The dark theme, choosing where to pay from. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await payButton(canvasElement, 'ready')
  },
}

/** A narrow host (320 px), by deposit address. */
export const Narrow: Story = {
  parameters: { crosspay: { wallet: 'disconnected' } satisfies CrosspayParameters },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await payButton(canvasElement, 'ready'))
    await depositShown(canvasElement)
  },
}

/** The merchant's server knows a payment of this order in flight (another browser started it): no Pay here. */
export const PaymentElsewhere: Story = {
  args: {
    reference: 'order-story-elsewhere',
    order: { status: 'paying', requestId: `0x${'e1'.repeat(32)}` },
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.cp-checkout__pending')).toHaveAttribute(
          'data-state',
          'elsewhere',
        ),
      { timeout: 15_000 },
    )
    await expect(canvasElement.querySelector('.cp-checkout__form')).toBeNull()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** The merchant closed the order (it expired): said, and nothing to pay. */
export const OrderClosed: Story = {
  args: { reference: 'order-story-closed', order: { status: 'expired' } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.cp-checkout__pending')).toHaveAttribute('data-state', 'closed'),
      { timeout: 15_000 },
    )
    await expect(canvasElement).toHaveTextContent('This order can no longer be paid')
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/**
 * A buyer with only a Solana wallet (the host's `wallets.svm`; no EVM wallet): its Solana balances are the sources,
 * Solana USDC covers the 25 sUSDC owed on OP Mainnet and is quoted from the Solana account.
 */
export const PayFromSolana: Story = {
  args: { wallets: { svm: solanaWallet } },
  parameters: { crosspay: { wallet: 'disconnected' } satisfies CrosspayParameters },
  play: async ({ canvasElement }) => {
    await expect(await payButton(canvasElement, 'ready')).toHaveTextContent(/^Pay .*USDC/)
    const chosen = canvasElement.querySelector('.cp-source[data-selected="true"]')
    await expect(chosen).toHaveTextContent(/USDC.*Solana/)
    await expect(chosen).toHaveAttribute('data-coverage', 'covers')
  },
}

/** Registers a wallet-standard Solana wallet in the page while the story is shown (as Phantom registers itself). */
function WithPageSolanaWallet({ children }: { children: ReactNode }) {
  useEffect(() => {
    const accounts: (typeof solanaWallet.accounts)[number][] = []
    const wallet = {
      version: '1.0.0' as const,
      name: 'Story page Solana wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const,
      chains: ['solana:localnet'] as const,
      get accounts() {
        return accounts.slice()
      },
      features: {
        ...solanaWallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            if (accounts.length === 0) accounts.push(...solanaWallet.accounts)
            return { accounts: accounts.slice() }
          },
        },
      },
    }
    return getWallets().register(wallet as never)
  }, [])
  return children
}

/**
 * No wallet connected, a wallet-standard Solana wallet in the page: the Wallet tab offers "Connect a Solana wallet"
 * beside the host's connect; once connected, its Solana USDC pays.
 */
export const ConnectSolana: Story = {
  parameters: { crosspay: { wallet: 'disconnected' } satisfies CrosspayParameters },
  decorators: [
    (Story) => (
      <WithPageSolanaWallet>
        <Story />
      </WithPageSolanaWallet>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Wallet' }))
    const connect = await canvas.findByRole(
      'button',
      { name: 'Connect a Solana wallet' },
      { timeout: 15_000 },
    )
    await userEvent.click(connect)
    await expect(await payButton(canvasElement, 'ready')).toHaveTextContent(/^Pay .*USDC/)
    await expect(canvasElement.querySelector('.cp-source[data-selected="true"]')).toHaveTextContent(/Solana/)
    await expect(canvas.queryByRole('button', { name: 'Connect a Solana wallet' })).toBeNull()
  },
}

/**
 * Paying without gas: the story wallet's own key (anvil's public test account #1) signs the EIP-7702 authorization,
 * as an embedded wallet's SDK would (wagmi's mock connector, a JSON-RPC wallet, cannot).
 */
const gasless = {
  when: 'always',
  signAuthorization: (request) =>
    privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    ).signAuthorization(request),
} satisfies GaslessOptions
/** Waits for the gasless decision above Pay (by attribute: any language). */
const gaslessShown = (canvasElement: HTMLElement, selector: string) =>
  waitFor(
    () => {
      const el = canvasElement.querySelector(`.cp-checkout__form ${selector}`)
      if (!el) throw new Error(`no ${selector} yet`)
      return el
    },
    { timeout: 15_000 },
  )

/**
 * With `gasless` and sponsorship: above Pay the checkout says no gas is needed and who pays it, and lists the one-time
 * account upgrade (with what it means) before the payment's single signature.
 */
export const Gasless: Story = {
  args: { gasless, sponsorship: { subsidizeFees: true }, sponsorName: 'Atelier Nord' },
  play: async ({ canvasElement }) => {
    await gaslessShown(canvasElement, '[data-prompt="upgrade"]')
    await expect(canvasElement.querySelector('[data-row="gas"] dd')).toHaveTextContent(
      'No gas needed: sponsored by Atelier Nord',
    )
    const steps = within(canvasElement).getAllByRole('listitem')
    await expect(steps.map((li) => li.dataset.prompt)).toEqual(['upgrade', 'signPayment'])
    await expect(within(canvasElement).getByText(/Only Calibur can act for you/)).toBeVisible()
    await expect(await payButton(canvasElement, 'ready')).toBeEnabled()
  },
}

/** An account delegated to a contract the app does not know: warned above Pay, and nothing says it pays without gas. */
export const GaslessDelegatedElsewhere: Story = {
  args: { gasless },
  parameters: {
    crosspay: { delegatedTo: '0x00000000000000000000000000000000DeaDBeef' } satisfies CrosspayParameters,
  },
  play: async ({ canvasElement }) => {
    const warning = await gaslessShown(canvasElement, '[data-warning="delegated-elsewhere"]')
    await expect(warning).toHaveTextContent(/Delegated to an unknown contract \(0x0{32}deadbeef\)/)
    await expect(canvasElement.querySelector('[data-row="gas"]')).toBeNull()
  },
}
