import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { CrosspayParameters } from '../../../../.storybook/crosspay/CrosspayParameters'
import { RequestHistory } from './RequestHistory'

type StoryProps = React.ComponentProps<typeof RequestHistory> & {
  /** Width of the frame, px. */
  width?: number
}

function HistoryStory({ width = 480, ...props }: StoryProps) {
  return (
    <div style={{ width }}>
      <RequestHistory {...props} />
    </div>
  )
}

const history = (count: number): CrosspayParameters => ({ history: count, now: '2026-11-21T12:00:00Z' })

/** The request history: filters, a virtualized list loaded page by page, each row opening its status. */
const meta = {
  title: 'Views/RequestHistory',
  component: HistoryStory,
  args: { theme: 'light', locale: 'en-US' },
  parameters: { crosspay: history(200) },
} satisfies Meta<typeof HistoryStory>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const found = [...canvasElement.querySelectorAll<HTMLElement>('.cp-history__row')]
    if (found.length === 0) throw new Error('no rows yet')
    return found
  })

/** 200 seeded requests; the play function filters on refunds and opens one inline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'refund')
    await waitFor(async () => {
      const shown = await rows(canvasElement)
      await expect(shown.every((r) => r.dataset.status === 'refund')).toBe(true)
    })
    await userEvent.click((await rows(canvasElement))[0]!)
    await waitFor(() =>
      expect(canvasElement.querySelector('.cp-status[data-status="refund"]')).not.toBeNull(),
    )
  },
}

/** No requests at all. */
export const Empty: Story = {
  parameters: { crosspay: history(0) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('No requests yet.'))
  },
}

/** 2,000 requests: scrolling to the end of the list loads the next page; only a window of rows is in the page. */
export const LongHistory: Story = {
  parameters: { crosspay: history(2000) },
  args: { pageSize: 50 },
  play: async ({ canvasElement }) => {
    await rows(canvasElement)
    const viewport = canvasElement.querySelector<HTMLElement>('.cp-history__viewport')!
    viewport.scrollTop = viewport.scrollHeight
    fireEvent.scroll(viewport)
    await waitFor(() => expect(canvasElement.querySelector('li[aria-posinset="51"]')).not.toBeNull(), {
      timeout: 10_000,
    })
    await expect(canvasElement.querySelectorAll('.cp-history__row').length).toBeLessThan(30)
  },
}

/** Dark, at 320 px. */
export const DarkNarrow: Story = {
  args: { theme: 'dark', width: 320 },
  play: async ({ canvasElement }) => {
    await rows(canvasElement)
    await expect(canvasElement.querySelector('.cp-root')).toHaveAttribute('data-theme', 'dark')
  },
}

/** Filters from the host (uncontrolled start): refunds from Base in November. */
export const Filtered: Story = {
  args: {
    defaultFilters: { status: 'refund', originChainId: 8453, fromDate: '2026-11-01', toDate: '2026-11-20' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent(/Showing Nov 1\s–\s20, 2026/))
  },
}

/** A 429 storm on the history: the error, "Trying again in N s…" and a Try again button; it recovers by itself. */
export const RateLimited: Story = {
  parameters: { crosspay: { ...history(20), faults: [{ kind: 'rateLimit', path: '/requests/v3' }] } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('.cp-history')).toHaveAttribute('data-state', 'error'),
      {
        timeout: 10_000,
      },
    )
    await waitFor(() => expect(canvasElement.querySelector('.cp-history .cp-recovery')).not.toBeNull(), {
      timeout: 10_000,
    })
  },
}
