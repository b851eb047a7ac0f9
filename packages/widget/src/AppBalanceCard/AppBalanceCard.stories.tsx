import { CrosspayProvider, createClient, fastFill, getQuote } from '@crosspay/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import type { CrosspayParameters } from '../../../../.storybook/crosspay/CrosspayParameters'
import { createStoryWagmiConfig } from '../../../../.storybook/crosspay/createStoryWagmiConfig'
import type { StoryHost } from '../../../../.storybook/crosspay/StoryHost'
import { storyAccounts } from '../../../../.storybook/crosspay/storyAccounts'
import { storySimulator } from '../../../../.storybook/crosspay/storySimulator'
import { AppBalanceCard, type AppBalanceCardProps } from './AppBalanceCard'

/** demo-key's sponsorship wallet (anvil #7): 1,000 USDC on 8453 in its app balance on a fresh simulator. */
const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

type LiveProps = AppBalanceCardProps & {
  /** `sponsor`: the sponsorship wallet itself is connected (it can claim); `host`: the story's wallet (anvil #1). */
  signer?: 'sponsor' | 'host'
  /** A 25 USDC request is fast-filled first: a 25 USD hold on the sponsor's balance. */
  fastFillHold?: boolean
  /** The claim's confirm never answers: the card stays mid-claim (paying out). */
  holdConfirm?: boolean
}

/** The card on the story's live simulator, with the sponsor's own wallet, a hold or a held confirm when asked. */
function LiveAppBalanceCard({
  sim,
  signer = 'host',
  fastFillHold,
  holdConfirm,
  ...props
}: LiveProps & { sim: StoryHost }) {
  const [ready, setReady] = useState(false)
  const wagmiConfig = useMemo(
    () =>
      signer === 'sponsor'
        ? createStoryWagmiConfig({
            rpcUrls: { 8453: `${sim.baseUrl}/__sim/rpc/8453`, 10: `${sim.baseUrl}/__sim/rpc/10` },
            accounts: [sponsor],
          })
        : sim.wagmiConfig,
    [signer, sim],
  )
  const client = useMemo(
    () =>
      holdConfirm
        ? createClient({
            baseUrl: sim.baseUrl,
            fetch: (input, init) =>
              /\/claim\/confirm/.test(input instanceof Request ? input.url : String(input))
                ? new Promise<Response>(() => {})
                : fetch(input, init),
          })
        : sim.client,
    [holdConfirm, sim],
  )
  useEffect(() => {
    void (async () => {
      if (signer === 'sponsor') await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })
      if (fastFillHold) {
        const quote = await getQuote(sim.client, {
          user: storyAccounts[1],
          originChainId: 8453,
          destinationChainId: 10,
          originCurrency: usdc,
          destinationCurrency: usdc,
          amount: '25000000',
          tradeType: 'EXACT_INPUT',
        })
        await fastFill(sim.client, { requestId: quote.steps[0]!.requestId! })
      }
      setReady(true)
    })()
  }, [signer, fastFillHold, wagmiConfig, sim])
  if (!ready) return null
  const card: ReactNode = <AppBalanceCard locale="en-US" theme="light" {...props} />
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <CrosspayProvider client={client}>
        <div style={{ maxWidth: 480 }}>{card}</div>
      </CrosspayProvider>
    </WagmiProvider>
  )
}

/** An integrator's app balance on the story's live simulator: balances, holds, deposit and claim. */
const meta = {
  title: 'AppBalanceCard',
  component: AppBalanceCard,
  args: { wallet: sponsor, theme: 'light', locale: 'en-US' },
  // Named controls, so `?args=theme:dark;locale:de-DE` in a story's URL applies (the screenshot script uses it).
  // (docgen types them from WidgetRootProps as 'other', which URL args cannot map to).
  argTypes: {
    theme: {
      control: 'select',
      options: ['light', 'dark', 'system'],
      type: { name: 'enum', value: ['light', 'dark', 'system'] },
    },
    locale: { control: 'text', type: { name: 'string' } },
  },
  render: (args, context) => <LiveAppBalanceCard {...(args as LiveProps)} sim={storySimulator(context)} />,
} satisfies Meta<LiveProps>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const el = canvasElement.querySelector<HTMLElement>('.cp-app-balance')
    if (!el?.querySelector('.cp-app-balance__chain')) throw new Error('no balances yet')
    return el
  })
const claimForm = (el: HTMLElement) => within(within(el).getByRole('group', { name: 'Claim' }))

/** demo-key's balance: 1,000 USDC on Base, nothing held; fast fills ready. */
export const Balances: Story = {
  args: { signer: 'sponsor' } as Partial<LiveProps>,
  play: async ({ canvasElement }) => {
    const el = await card(canvasElement)
    await expect(el).toHaveAttribute('data-state', 'ready')
    await expect(el.querySelector('.cp-app-balance__amount')).toHaveTextContent('1,000 USDC')
    await expect(el.querySelector('.cp-app-balance__readiness')).toHaveAttribute('data-state', 'ready')
  },
}

/** A wallet with nothing in its app balance: empty, and no balance for fast fills. */
export const Empty: Story = {
  args: { wallet: storyAccounts[2] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.cp-app-balance')).toHaveAttribute('data-state', 'empty'),
    )
  },
}

/** No sponsorship wallet linked to the key. */
export const NoWallet: Story = {
  args: { wallet: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.cp-app-balance')).toHaveAttribute('data-state', 'no-wallet'),
    )
  },
}

/** A fast fill holds 25 USD: holds outstanding, 975 available and claimable. */
export const HoldsOutstanding: Story = {
  args: { signer: 'sponsor', fastFillHold: true } as Partial<LiveProps>,
  play: async ({ canvasElement }) => {
    const el = await card(canvasElement)
    await expect(el.querySelector('.cp-app-balance__readiness')).toHaveAttribute(
      'data-state',
      'holds-outstanding',
    )
    await expect(el.querySelector('[data-name="holds"] dd')).toHaveTextContent('$25.00')
    await expect(el.querySelector('[data-name="available"] dd')).toHaveTextContent('$975.00')
  },
}

/** The story's wallet deposits 0.25 ETH on Base to the sponsor's app balance; the card follows it to credited. */
export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const el = await card(canvasElement)
    const form = within(within(el).getByRole('group', { name: 'Deposit' }))
    await form.findByText(/In your wallet/)
    await userEvent.type(form.getByLabelText('Amount'), '0.25')
    await userEvent.click(form.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(form.getByText('Deposit credited to the app balance.')).toBeTruthy(), {
      timeout: 10_000,
    })
    await expect(form.getByRole('link', { name: 'View the transaction' })).toBeTruthy()
  },
}

/** Mid-claim: signed, and the service is paying out (its answer held back for the story). */
export const ClaimInProgress: Story = {
  args: { signer: 'sponsor', holdConfirm: true } as Partial<LiveProps>,
  play: async ({ canvasElement }) => {
    const form = claimForm(await card(canvasElement))
    await userEvent.click(form.getByRole('button', { name: 'Claim' }))
    await waitFor(() => expect(form.getByText('Signed: the service is paying out…')).toBeTruthy(), {
      timeout: 10_000,
    })
  },
}

/** 5 USDC claimed to the sponsor wallet: the payout with its explorer link; the balance refreshed. */
export const Claimed: Story = {
  args: { signer: 'sponsor' } as Partial<LiveProps>,
  play: async ({ canvasElement }) => {
    const el = await card(canvasElement)
    const form = claimForm(el)
    await userEvent.clear(form.getByLabelText('Amount'))
    await userEvent.type(form.getByLabelText('Amount'), '5')
    await userEvent.click(form.getByRole('button', { name: 'Claim' }))
    await waitFor(() => expect(form.getByRole('link', { name: 'View the payout' })).toBeTruthy(), {
      timeout: 10_000,
    })
    await waitFor(() => expect(el.querySelector('[data-name="total"] dd')).toHaveTextContent('$995.00'))
  },
}

/** Another account than the sponsorship wallet is connected: told before any press that it cannot claim, button off. */
export const ClaimRefused: Story = {
  play: async ({ canvasElement }) => {
    const form = claimForm(await card(canvasElement))
    await expect(form.getByTestId('claim-other-account')).toHaveTextContent(/cannot claim/)
    await expect(form.getByRole('button', { name: 'Claim' })).toBeDisabled()
  },
}

/** The service drops every balance connection: the card says it could not load, and is trying again. */
export const Offline: Story = {
  parameters: { crosspay: { faults: [{ kind: 'reset', path: '/app-fees/*' }] } satisfies CrosspayParameters },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-app-balance')).toHaveAttribute('data-state', 'error'),
      { timeout: 10_000 },
    )
    await waitFor(() => expect(canvasElement.querySelector('.cp-app-balance .cp-recovery')).not.toBeNull(), {
      timeout: 10_000,
    })
    // Words, not the request: the raw "GET /app-fees/0x… failed" overflowed the card (seen at 320 px).
    const status = canvasElement.querySelector('.cp-app-balance__status')!
    await expect(status).toHaveTextContent('The service cannot be reached right now.')
    await expect(status.textContent).not.toContain('/app-fees/')
  },
}
