import { type QuoteParameters, useQuote } from '@crosspay/core'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { testUsdcQuoteParameters } from '@crosspay/test/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { useAccount } from 'wagmi'
import { themeControls } from '../../../../../.storybook/crosspay/themeControls'
import { WidgetRoot } from '../../root/WidgetRoot'
import { FeeBreakdown } from './FeeBreakdown'

type LiveProps = {
  /** What the app asks the service to sponsor (none by default). */
  sponsorship?: Pick<QuoteParameters, 'subsidizeFees' | 'maxSubsidizationAmount'>
  theme: 'light' | 'dark'
  /** The widget's language (the toolbar's, see .storybook/crosspay/withLocale). */
  locale?: string
}

/** The fees of a 100 sUSDC bridge (8453 → 10) quoted live by the story's simulator for the connected wallet. */
function LiveFeeBreakdown({ sponsorship = {}, theme, locale = 'en-US' }: LiveProps) {
  const { address } = useAccount()
  const body = { ...testUsdcQuoteParameters, user: address }
  const quote = useQuote({ ...body, ...sponsorship, debounceMs: 0 })
  const content = quote.error ? (
    <p role="alert">{quote.error.shortMessage}</p>
  ) : !quote.data ? (
    <p>…</p>
  ) : (
    <FeeBreakdown
      quote={quote.data}
      sponsorship={
        sponsorship.subsidizeFees
          ? describeSponsorship({ ...body, user: address ?? '', ...sponsorship }, quote.data)
          : undefined
      }
    />
  )
  return (
    <WidgetRoot theme={theme} locale={locale}>
      {content}
    </WidgetRoot>
  )
}

/** Every fee of a live quote, per component, in its currency and in USD, and who pays it. */
const meta = {
  title: 'Parts/FeeBreakdown',
  component: LiveFeeBreakdown,
  ...themeControls,
} satisfies Meta<typeof LiveFeeBreakdown>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const found = [...canvasElement.querySelectorAll<HTMLElement>('.cp-fees .cp-row')]
    if (found.length === 0) throw new Error('no fees yet')
    return found
  })

/** The user pays every fee: each row's payer is `user`, nothing struck through. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const found = await rows(canvasElement)
    await expect(found.map((row) => row.dataset.payer)).toEqual(found.map(() => 'user'))
    await expect(canvasElement.querySelector('.cp-fee__struck')).toBeNull()
  },
}

/** Sponsored up to 0.10 USD: sponsored fees struck through and labelled, the user's part of a split one shown. */
export const PartlySponsored: Story = {
  args: { theme: 'dark', sponsorship: { subsidizeFees: true, maxSubsidizationAmount: '100000' } },
  play: async ({ canvasElement }) => {
    const found = await rows(canvasElement)
    const payers = found.map((row) => row.dataset.payer)
    await expect(payers.some((payer) => payer === 'sponsor' || payer === 'split')).toBe(true)
    await expect(canvasElement.querySelector('.cp-fee__struck')).not.toBeNull()
  },
}
