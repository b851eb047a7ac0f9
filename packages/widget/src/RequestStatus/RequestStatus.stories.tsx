import { getQuote, useCrosspayClient, useRequests } from '@crosspay/core'
import { testQuoteParameters } from '@crosspay/test/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import type { CrosspayParameters } from '../../../../.storybook/crosspay/CrosspayParameters'
import { storySimulator } from '../../../../.storybook/crosspay/storySimulator'
import { RequestStatus } from './RequestStatus'

type StoryProps = {
  /** Which request: one of the seeded history in this status, a fresh live quote, or an id the service never issued. */
  request:
    | 'waiting'
    | 'depositing'
    | 'pending'
    | 'submitted'
    | 'success'
    | 'refund'
    | 'failure'
    | 'live'
    | 'unknown'
  /** The widget's theme. */
  theme?: 'light' | 'dark'
  /** Width of the frame, px. */
  width?: number
  /** The widget's language (the toolbar's, see .storybook/crosspay/withLocale). */
  locale?: string
}

/** The first seeded request (demo-key's history) in `status`, followed live by RequestStatus. */
function Seeded({ status, theme, locale }: { status: string; theme: 'light' | 'dark'; locale: string }) {
  const { requests } = useRequests({ limit: 50 })
  const record = requests.find(
    (r) => r.status === status && r.data.inTxs.every((t) => t.chainId !== 792703809),
  )
  if (!record) return <p>…</p>
  return <RequestStatus requestId={record.id} theme={theme} locale={locale} />
}

/** A 0.01 ETH bridge (8453 → 10) quoted for the story's wallet, followed live from `waiting`. */
function LiveStatus({ theme, locale }: { theme: 'light' | 'dark'; locale: string }) {
  const client = useCrosspayClient()
  const [requestId, setRequestId] = useState<string>()
  useEffect(() => {
    getQuote(client, testQuoteParameters).then((quote) => setRequestId(quote.steps[0]?.requestId))
  }, [client])
  if (!requestId) return <p>…</p>
  return <RequestStatus requestId={requestId} theme={theme} locale={locale} intervalMs={250} />
}

function StatusStory({ request, theme = 'light', width = 400, locale = 'en-US' }: StoryProps) {
  return (
    <div style={{ width }}>
      {request === 'live' ? (
        <LiveStatus theme={theme} locale={locale} />
      ) : request === 'unknown' ? (
        <RequestStatus requestId={`0x${'ab'.repeat(32)}`} theme={theme} locale={locale} />
      ) : (
        <Seeded status={request} theme={theme} locale={locale} />
      )}
    </div>
  )
}

/** One request, live: its status in words and as a step line, amounts, transactions, and failures explained. */
const meta = {
  title: 'Views/RequestStatus',
  component: StatusStory,
  args: { request: 'success', theme: 'light', locale: 'en-US' },
  parameters: {
    crosspay: { history: 60, now: '2026-11-21T12:00:00Z' } satisfies CrosspayParameters,
  },
} satisfies Meta<typeof StatusStory>

export default meta
type Story = StoryObj<typeof meta>

const statusOf = (canvasElement: HTMLElement, status: string) =>
  waitFor(
    () => {
      const el = canvasElement.querySelector<HTMLElement>('.cp-status')
      if (el?.getAttribute('data-status') !== status) throw new Error(`not ${status} yet`)
      return el
    },
    { timeout: 10_000 },
  )

const seeded = (status: StoryProps['request']): Story => ({
  args: { request: status },
  play: async ({ canvasElement }) => {
    await statusOf(canvasElement, status)
  },
})

/** Waiting for the deposit: a fresh quote (the history lists a request only once its deposit is seen). */
export const Waiting: Story = {
  args: { request: 'live' },
  play: async ({ canvasElement }) => {
    await statusOf(canvasElement, 'waiting')
  },
}
/** A gasless deposit being confirmed. */
export const Depositing = seeded('depositing')
/** Deposit indexed, the transfer being prepared. */
export const Pending = seeded('pending')
/** The delivery sent, not yet confirmed. */
export const Submitted = seeded('submitted')

/** Delivered: every step done, the amount received, both transactions linked. */
export const Success: Story = {
  args: { request: 'success' },
  play: async ({ canvasElement }) => {
    const el = await statusOf(canvasElement, 'success')
    await waitFor(() => expect(el.querySelectorAll('.cp-status__tx a')).toHaveLength(2))
    await expect(el).toHaveTextContent('You received')
  },
}

/** Refunded: why, that the funds are back, what to do. */
export const Refund: Story = {
  args: { request: 'refund' },
  play: async ({ canvasElement }) => {
    const el = await statusOf(canvasElement, 'refund')
    await expect(el.querySelector('.cp-failure')).toHaveAttribute('data-funds', 'returned')
  },
}

/** Failed: why, where the funds are, what to do. */
export const Failure = seeded('failure')

/** The refund, dark and narrow. */
export const RefundDark: Story = { ...Refund, args: { request: 'refund', theme: 'dark', width: 320 } }

/** A fresh quote followed live: the play function deposits it and the status moves on to success. */
export const Live: Story = {
  args: { request: 'live' },
  play: async (context) => {
    await statusOf(context.canvasElement, 'waiting')
    const sim = storySimulator(context)
    await sim.deposit(sim.quotedRequestIds()[0]!)
    await statusOf(context.canvasElement, 'success')
  },
}

/** An id the service never issued: explained in words, no crash. */
export const UnknownId: Story = {
  args: { request: 'unknown' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-error="notFound"]')).not.toBeNull())
  },
}

/** Every status answer truncated: "The service cannot be reached right now", with the countdown and Try again. */
export const Unreachable: Story = {
  args: { request: 'pending' },
  parameters: {
    crosspay: { faults: [{ kind: 'truncate', path: '/intents/status/v3' }] } satisfies CrosspayParameters,
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.cp-status__error')).toHaveAttribute('data-error', 'unavailable'),
      { timeout: 10_000 },
    )
    await waitFor(() => expect(canvasElement.querySelector('.cp-status .cp-recovery')).not.toBeNull(), {
      timeout: 10_000,
    })
  },
}
