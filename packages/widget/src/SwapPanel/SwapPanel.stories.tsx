import type { GaslessOptions } from '@crosspay/core/execution'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { privateKeyToAccount } from 'viem/accounts'
import { SwapPanel } from './SwapPanel'

// The simulator's tokens: the native currency and its 6-decimal stablecoin (sUSDC), the same address on every EVM chain.
const eth = '0x0000000000000000000000000000000000000000'
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const route = (amount: string, currency = usdc) => ({
  originChainId: 8453,
  originCurrency: currency,
  destinationChainId: 10,
  destinationCurrency: currency,
  amount,
})

/**
 * The bridge and swap panel, live: each story has its own simulator in the page (virtual chains, realtime clock) and
 * a wagmi mock wallet (anvil account #1, funded), so quotes, sponsorship, execution and outcomes are real.
 */
const meta = {
  title: 'Panel/SwapPanel',
  component: SwapPanel,
  args: { theme: 'light', locale: 'en-US', defaultValue: route('25'), onConnectWallet: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SwapPanel>

export default meta
type Story = StoryObj<typeof meta>

const button = (canvasElement: HTMLElement, action: string) =>
  waitFor(
    () => {
      const el = canvasElement.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)
      if (!el) throw new Error(`no ${action} button yet`)
      return el
    },
    { timeout: 15_000 },
  )

/** Presses the main button, then Confirm on the review: the wallet is asked only then. */
const bridgeAndConfirm = async (canvasElement: HTMLElement) => {
  await userEvent.click(await button(canvasElement, 'ready'))
  await userEvent.click(await button(canvasElement, 'confirm'))
}

/**
 * A quote for 25 sUSDC from Base to OP Mainnet: the two cards, one summary line (fees, time) that opens onto the
 * rate, minimum received and every fee; the button says the approval comes first.
 */
export const Quote: Story = {
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'ready')).toHaveTextContent('Approve and bridge')
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Minimum received')).not.toBeVisible()
    await userEvent.click(canvasElement.querySelector('.cp-quote-line__summary')!)
    await expect(canvas.getByText('Minimum received')).toBeVisible()
  },
}

/** The review before the wallet: both chains' amounts, fees, recipient, and the prompts to expect. */
export const Review: Story = {
  args: { sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'ready'))
    const review = await within(canvasElement).findByRole('region', { name: 'Review' })
    await expect(
      within(review)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Approve USDC', 'Deposit'])
    await expect(await button(canvasElement, 'confirm')).toHaveTextContent('Confirm')
  },
}

/**
 * The story wallet's own key (anvil's public test account #1) signs the EIP-7702 authorization, as an embedded wallet's
 * SDK would (`gasless.signAuthorization`): wagmi's mock connector is a JSON-RPC wallet, which cannot.
 */
const storyKeyAccount = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const gasless = {
  when: 'always',
  signAuthorization: (request) => storyKeyAccount.signAuthorization(request),
} satisfies GaslessOptions
/** Calibur's canonical address (the only delegate the gasless path uses), and a contract nobody knows. */
const calibur = '0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00'
const unknownDelegate = '0x00000000000000000000000000000000DeaDBeef'

/** Opens the review and waits for the gasless decision to show in it (by attribute: any language). */
const openReview = async (canvasElement: HTMLElement, selector: string) => {
  await userEvent.click(await button(canvasElement, 'ready'))
  await waitFor(
    () => {
      if (!canvasElement.querySelector(`.cp-review ${selector}`)) throw new Error(`no ${selector} yet`)
    },
    { timeout: 15_000 },
  )
  return within(await within(canvasElement).findByRole('region', { name: 'Review' }))
}

/**
 * Paying without gas (`gasless`), sponsored: the review says no gas is needed and who pays it, and lists the one-time
 * account upgrade (with what it means) before the payment's single signature.
 */
export const GaslessReview: Story = {
  args: { gasless, sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
  play: async ({ canvasElement }) => {
    const review = await openReview(canvasElement, '[data-prompt="upgrade"]')
    await expect(canvasElement.querySelector('[data-gasless]')).toHaveTextContent(
      'No gas needed: sponsored by Acme',
    )
    await expect(review.getAllByRole('listitem').map((li) => li.getAttribute('data-prompt'))).toEqual([
      'upgrade',
      'signPayment',
    ])
    await expect(review.getByText('Upgrade your account to pay without gas')).toBeVisible()
    await expect(review.getByText(/Only Calibur can act for you/)).toBeVisible()
  },
}

/** An account upgraded already (delegated to Calibur), not sponsored: one signature, the gas taken from the token. */
export const GaslessUpgraded: Story = {
  args: { gasless },
  parameters: { crosspay: { delegatedTo: calibur } },
  play: async ({ canvasElement }) => {
    const review = await openReview(canvasElement, '[data-prompt="signPayment"]')
    await expect(canvasElement.querySelector('[data-gasless]')).toHaveTextContent(
      'No gas needed: paid from your USDC',
    )
    await expect(review.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sign the payment'])
  },
}

/**
 * An account delegated (EIP-7702) to a contract the app does not know: a warning, no gasless payment, and the normal
 * approval and deposit (the wallet pays the gas).
 */
export const GaslessDelegatedElsewhere: Story = {
  args: { gasless },
  parameters: { crosspay: { delegatedTo: unknownDelegate } },
  play: async ({ canvasElement }) => {
    const review = await openReview(canvasElement, '[data-warning="delegated-elsewhere"]')
    await expect(review.getByRole('note')).toHaveTextContent(
      `Delegated to an unknown contract (${unknownDelegate.toLowerCase()})`,
    )
    await expect(canvasElement.querySelector('[data-gasless]')).toBeNull()
    await expect(review.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Approve USDC',
      'Deposit',
    ])
  },
}

/** Typing in the receive card asks for exactly that amount; the pay card shows what it costs. */
export const ExactOutput: Story = {
  args: { defaultValue: route('', eth) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('You receive'), '0.005')
    await button(canvasElement, 'ready')
    await waitFor(() =>
      expect(canvasElement.querySelector('.cp-card[data-side="origin"] input')).not.toHaveValue(''),
    )
  },
}

/** Both sides on one chain: a swap, said so in the title, the button and the fees. */
export const SameChainSwap: Story = {
  args: { defaultValue: { ...route('0.01', eth), destinationChainId: 8453, destinationCurrency: usdc } },
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'ready')).toHaveTextContent('Swap')
    await expect(within(canvasElement).getByRole('heading', { name: 'Swap' })).toBeVisible()
  },
}

/** Settings open (slippage) and the recipient field shown by its toggle. */
export const SettingsAndRecipient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    await expect(canvas.getByLabelText(/Slippage/)).toBeVisible()
    await userEvent.click(canvas.getByLabelText('Send to another address'))
    await expect(canvas.getByLabelText('Recipient (optional)')).toBeVisible()
  },
}

/** No wallet: the panel still quotes, and its button asks the host to connect one. */
export const Disconnected: Story = {
  parameters: { crosspay: { wallet: 'disconnected' } },
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'connect')).toHaveTextContent('Connect wallet')
  },
}

/** Nothing chosen yet. */
export const Empty: Story = { args: { defaultValue: undefined } }

/** The app sponsors every fee: the notice names it, the user pays no destination fee. */
export const SponsoredFully: Story = {
  args: { sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
  play: async ({ canvasElement }) => {
    await button(canvasElement, 'ready')
    const notice = canvasElement.querySelector('.cp-sponsorship')
    await expect(notice).toHaveAttribute('data-state', 'full')
    await expect(notice).toHaveTextContent('Acme pays the fees of this transfer')
  },
}

/** A cap below the fees: the sponsor pays up to 0.10 USD and the user the rest. */
export const SponsoredPartly: Story = {
  args: { sponsorship: { subsidizeFees: true, maxSubsidizationAmount: '100000' } },
  play: async ({ canvasElement }) => {
    await button(canvasElement, 'ready')
    await expect(canvasElement.querySelector('.cp-sponsorship')).toHaveAttribute('data-state', 'partial')
  },
}

/** Sponsorship asked for with a key that has no sponsor wallet: the quote does not confirm it, and the panel says so. */
export const SponsorshipNotConfirmed: Story = {
  args: { sponsorship: { subsidizeFees: true } },
  parameters: { crosspay: { apiKey: 'nolink-key' } },
}

/** More than the wallet holds: refused before the wallet is asked. */
export const InsufficientBalance: Story = {
  args: { defaultValue: route('100000000') },
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'insufficient')).toHaveTextContent('Not enough USDC')
  },
}

/** Too small to cover the fees: the service's AMOUNT_TOO_LOW in words. */
export const QuoteError: Story = {
  args: { defaultValue: route('0.000001') },
  play: async ({ canvasElement }) => {
    await button(canvasElement, 'quote-error')
    await expect(canvasElement.querySelector('.cp-quote-error')).toHaveAttribute(
      'data-error',
      'AMOUNT_TOO_LOW',
    )
  },
}

/** An unverified token has no route: the simulator answers NO_SWAP_ROUTES_FOUND, as the service does. */
export const NoRoute: Story = {
  args: { defaultValue: route('1') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^To:/ }))
    const picker = canvas.getByRole('dialog', { name: /To: chain and token/ })
    await userEvent.click(await within(picker).findByRole('button', { name: /OP Mainnet/ }))
    await userEvent.click((await within(picker).findAllByText('Unverified'))[0]!)
    // An unverified token is chosen only after its warning.
    await userEvent.click(within(picker).getByRole('button', { name: 'Choose anyway' }))
    await expect(await button(canvasElement, 'no-route')).toHaveTextContent('No route for this pair')
  },
}

/** The picker: disabled (incident) and degraded (lagging) chains, searchable tokens with the wallet's balances. */
export const Picker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^From:/ }))
    const picker = canvas.getByRole('dialog', { name: /From: chain and token/ })
    const arbitrum = await within(picker).findByRole('button', { name: /Arbitrum/ })
    await expect(arbitrum).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('dai')
    await expect(within(picker).getAllByRole('option')).toHaveLength(1)
  },
}

/** The picker's popular chips, the verified marks, and the warning before an unverified token is chosen. */
export const UnverifiedWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^To:/ }))
    const picker = canvas.getByRole('dialog', { name: /To: chain and token/ })
    await userEvent.click(await within(picker).findByRole('button', { name: /OP Mainnet/ }))
    await expect(within(picker).getByRole('group', { name: 'Popular' })).toBeVisible()
    await userEvent.click((await within(picker).findAllByText('Unverified'))[0]!)
    await expect(within(picker).getByRole('alert')).toHaveTextContent(/is not verified by the service/)
    await expect(within(picker).getByRole('button', { name: 'Back' })).toHaveFocus()
  },
}

/** A whole native bridge: the wallet sends the deposit, the request is followed to success. */
export const BridgeToSuccess: Story = {
  args: { defaultValue: route('0.01', eth) },
  play: async ({ canvasElement }) => {
    await bridgeAndConfirm(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-progress')).toHaveAttribute('data-status', 'success'),
      {
        timeout: 20_000,
      },
    )
    await expect(within(canvasElement).getByRole('link', { name: 'View transaction' })).toBeVisible()
  },
}

/** A stablecoin bridge: approval, then deposit, each step with its state. */
export const StablecoinWithApproval: Story = {
  args: { defaultValue: route('5') },
  play: async ({ canvasElement }) => {
    await bridgeAndConfirm(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-progress')).toHaveAttribute('data-status', 'success'),
      {
        timeout: 20_000,
      },
    )
    const steps = [...canvasElement.querySelectorAll('.cp-step')].map((step) =>
      step.getAttribute('data-step'),
    )
    await expect(steps).toEqual(['approve', 'deposit', 'fill'])
  },
}

/** Mid-execution: the deposit is in, the fill is slow (the simulator indexes after a minute). */
export const InProgress: Story = {
  args: { defaultValue: route('0.01', eth) },
  parameters: { crosspay: { timing: { indexMs: 60_000 } } },
  play: async ({ canvasElement }) => {
    await bridgeAndConfirm(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-progress')).toHaveAttribute('data-status', 'tracking'),
      { timeout: 20_000 },
    )
  },
}

/** The fill fails and the deposit is refunded: describeFailure says why and where the funds are. */
export const Refunded: Story = {
  args: { defaultValue: route('0.01', eth) },
  parameters: { crosspay: { outcome: { status: 'refund', failReason: 'SLIPPAGE' } } },
  play: async ({ canvasElement }) => {
    await bridgeAndConfirm(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-progress')).toHaveAttribute('data-status', 'refund'),
      {
        timeout: 20_000,
      },
    )
    await expect(within(canvasElement).getByText('Price moved too much')).toBeVisible()
  },
}

/** The fill fails and so does the refund. */
export const Failed: Story = {
  args: { defaultValue: route('0.01', eth) },
  parameters: {
    crosspay: {
      outcome: {
        status: 'failure',
        failReason: 'SOLVER_CAPACITY_EXCEEDED',
        refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await bridgeAndConfirm(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-progress')).toHaveAttribute('data-status', 'failure'),
      {
        timeout: 20_000,
      },
    )
  },
}

/** The dark theme, with a sponsored quote. */
export const Dark: Story = {
  args: { theme: 'dark', sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
  play: async ({ canvasElement }) => {
    await button(canvasElement, 'ready')
  },
}

/**
 * To Solana (the simulator's virtual Solana chain), the app sponsoring fees and rent: the recipient is asked for on
 * Solana, and the line under the quote says the recipient's new token account's rent is paid by the app. The panel's
 * Solana parts (that line, the Solana wallet discovery) are a chunk of their own, loaded once Solana is chosen.
 */
export const ToSolana: Story = {
  args: {
    defaultValue: {
      ...route('25'),
      destinationChainId: 792703809,
      destinationCurrency: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      recipient: 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe',
    },
    sponsorship: { subsidizeFees: true, subsidizeRent: true },
    sponsorName: 'Acme',
  },
  play: async ({ canvasElement }) => {
    await button(canvasElement, 'ready')
    await waitFor(
      () => expect(canvasElement.querySelector('[data-rent]')).toHaveTextContent(/paid by Acme/),
      {
        timeout: 15_000,
      },
    )
  },
}

/** A narrow host (320 px): the cards keep the amount readable, long names are cut. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
}

/** `GET /chains` fails at load (502): the panel says the chains could not be loaded and is trying again. */
export const NoChains: Story = {
  args: { defaultValue: undefined },
  parameters: { crosspay: { faults: [{ kind: 'status', status: 502, path: '/chains' }] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.cp-panel__chains-error')).not.toBeNull(), {
      timeout: 10_000,
    })
    await expect(canvasElement.querySelector('.cp-panel__chains-error')).toHaveTextContent(
      'The list of chains could not be loaded',
    )
  },
}

/**
 * The quote through a proxy that cannot reach the service (504): "cannot be reached", never "no route", and the
 * countdown to the next attempt (the quote keeps trying by itself).
 */
export const QuoteUnreachable: Story = {
  args: { defaultValue: route('0.01', eth) },
  parameters: { crosspay: { faults: [{ kind: 'status', status: 504, path: '/quote/v2' }] } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-quote-error')).toHaveAttribute('data-error', 'network'),
      { timeout: 15_000 },
    )
    // One "Try again" (beside the error, with the countdown every screen shows while it retries by itself): the
    // disabled main button no longer says it too.
    await expect(canvasElement.querySelector('.cp-quote-error .cp-recovery')).toHaveTextContent(
      /Trying again/,
    )
    await expect(canvasElement.querySelectorAll('.cp-quote-error button')).toHaveLength(1)
    await expect(canvasElement.querySelector('[data-action="quote-error"]')).toHaveTextContent('No quote yet')
  },
}

/** Hostile chain and token records (bidi overrides, 10,000-character names): inert, clipped, the page as wide as ever. */
export const HostileRecords: Story = {
  parameters: { crosspay: { faults: [{ kind: 'hostile', path: '/chains', hostile: 'names' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^From:/ }))
    const picker = canvas.getByRole('dialog', { name: /From: chain and token/ })
    await waitFor(() => expect(within(picker).getAllByRole('button').length).toBeGreaterThan(1))
    await expect(picker.textContent ?? '').not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/)
    // Nothing overflows the frame (a hostile name made it 128,657 px wide before names were clipped).
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
    // At 320 px the picker stays inside the panel (its chain fieldset was as wide as the longest name).
    canvasElement.style.width = '320px'
    const panel = canvasElement.querySelector('.cp-panel')!
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1))
  },
}
