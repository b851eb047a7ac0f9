import { getQuote, getRequestStatus, type QuoteParameters, useQuote } from '@crosspay/core'
import { createExecutionStore, executeQuote } from '@crosspay/core/execution'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { testUsdcQuoteParameters } from '@crosspay/test/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useAccount } from 'wagmi'
import type { CrosspayParameters } from '../../../../../.storybook/crosspay/CrosspayParameters'
import { inWidgetRoot } from '../../../../../.storybook/crosspay/inWidgetRoot'
import { storySimulator } from '../../../../../.storybook/crosspay/storySimulator'
import { SponsorshipNotice } from './SponsorshipNotice'

/** A bridge of 100 sUSDC from 8453 to 10 for `user`. */
const route = (user: `0x${string}` | undefined) => ({ ...testUsdcQuoteParameters, user })

type LiveProps = {
  /** What the app asks the service to sponsor. */
  sponsorship: Pick<QuoteParameters, 'subsidizeFees' | 'maxSubsidizationAmount'>
  /** The integrator's proxy removes the sponsorship fields (what `createProxyHandler` does by default). */
  stripped?: boolean
  /** The sponsor's name. */
  sponsorName?: string
}

/** The notice for a 100 USDC bridge (8453 → 10) quoted live by the story's simulator for the connected wallet. */
function LiveSponsorshipNotice({ sponsorship, stripped = false, sponsorName }: LiveProps) {
  const { address } = useAccount()
  const body = route(address)
  const quote = useQuote({ ...body, ...(stripped ? {} : sponsorship), debounceMs: 0 })
  if (quote.error) return <p role="alert">{quote.error.shortMessage}</p>
  if (!quote.data) return <p>…</p>
  const description = describeSponsorship({ ...body, user: address ?? '', ...sponsorship }, quote.data)
  return <SponsorshipNotice description={description} sponsorName={sponsorName} />
}

/** Who pays which fee, for a quote the in-page simulator makes in each story. */
const meta = {
  title: 'Parts/SponsorshipNotice',
  component: LiveSponsorshipNotice,
  args: { sponsorName: 'Acme', sponsorship: { subsidizeFees: true } },
  decorators: [inWidgetRoot()],
} satisfies Meta<typeof LiveSponsorshipNotice>

export default meta
type Story = StoryObj<typeof meta>

const notice = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const el = canvasElement.querySelector<HTMLElement>('.cp-sponsorship')
    if (!el) throw new Error('no notice yet')
    return el
  })

/**
 * Fully sponsored (demo-key's sponsor wallet pays every fee). The play function then has the story's wallet pay the
 * quote (`executeQuote`: approval and deposit sent to the simulator's virtual chain through its in-page RPC) and
 * follows the request to success on the story's short lifecycle.
 */
export const Full: Story = {
  play: async (context) => {
    const el = await notice(context.canvasElement)
    await expect(el).toHaveAttribute('data-state', 'full')
    await expect(el).toHaveTextContent('Acme pays the fees of this transfer')
    const sim = storySimulator(context)
    await expect(sim.quotedRequestIds()).toHaveLength(1)
    const parameters = { ...route(sim.accounts[0]), user: sim.accounts[0], subsidizeFees: true }
    const quote = await getQuote(sim.client, parameters)
    const progress = await executeQuote(sim.wagmiConfig, {
      client: sim.client,
      quote,
      parameters,
      store: createExecutionStore({ storage: null }),
      pollIntervalMs: 200,
    })
    await expect(progress.status).toBe('success')
  },
}

/** Partly sponsored: the cap (0.10 USD) is hit, the user pays the rest. */
export const PartialCapHit: Story = {
  args: { sponsorship: { subsidizeFees: true, maxSubsidizationAmount: '100000' } },
  play: async ({ canvasElement }) => {
    const el = await notice(canvasElement)
    await expect(el).toHaveAttribute('data-state', 'partial')
    await expect(el).toHaveTextContent('Acme pays up to $0.10 of the fees; you pay the rest')
  },
}

/** Not sponsored: the app asked for nothing. */
export const NotSponsored: Story = {
  args: { sponsorship: {} },
  play: async ({ canvasElement }) => {
    await expect(await notice(canvasElement)).toHaveAttribute('data-state', 'none')
  },
}

/** Asked for, but the proxy stripped it, so the quote does not confirm it: never shown as sponsored. */
export const NotConfirmed: Story = {
  args: { stripped: true },
  play: async ({ canvasElement }) => {
    const el = await notice(canvasElement)
    await expect(el).toHaveAttribute('data-state', 'not-confirmed')
    await expect(within(el).queryByRole('definition')).toBeNull()
  },
}

/**
 * Fully sponsored, on a story whose requests are refunded (`parameters.crosspay.outcome`): the play function lands
 * the deposit and the simulator refunds it.
 */
export const FullRefunded: Story = {
  parameters: {
    crosspay: {
      outcome: { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' },
    } satisfies CrosspayParameters,
  },
  play: async (context) => {
    await expect(await notice(context.canvasElement)).toHaveAttribute('data-state', 'full')
    const sim = storySimulator(context)
    const requestId = sim.quotedRequestIds()[0]!
    await sim.deposit(requestId)
    await waitFor(
      async () => expect((await getRequestStatus(sim.client, { requestId })).status).toBe('refund'),
      { timeout: 10_000, interval: 200 },
    )
  },
}
