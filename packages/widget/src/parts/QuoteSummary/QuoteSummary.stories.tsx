import { useQuote } from '@crosspay/core'
import { testQuoteParameters } from '@crosspay/test/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { useAccount } from 'wagmi'
import { themeControls } from '../../../../../.storybook/crosspay/themeControls'
import { WidgetRoot } from '../../root/WidgetRoot'
import { QuoteSummary } from './QuoteSummary'

type LiveProps = { theme: 'light' | 'dark'; locale: string }

/** A 0.01 ETH bridge (8453 → 10) with 1 % slippage, quoted live by the story's simulator for the connected wallet. */
function LiveQuoteSummary({ theme, locale }: LiveProps) {
  const { address } = useAccount()
  const quote = useQuote({
    ...testQuoteParameters,
    user: address,
    slippageTolerance: '100',
    debounceMs: 0,
  })
  return (
    <WidgetRoot theme={theme} locale={locale}>
      {quote.error ? (
        <p role="alert">{quote.error.shortMessage}</p>
      ) : quote.data ? (
        <QuoteSummary quote={quote.data} />
      ) : (
        <p>…</p>
      )}
    </WidgetRoot>
  )
}

/** A quote at a glance: rate, time, price impact and the minimum received. */
const meta = {
  title: 'Parts/QuoteSummary',
  component: LiveQuoteSummary,
  ...themeControls,
} satisfies Meta<typeof LiveQuoteSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Every row of a live quote; the minimum received is below what the quote delivers (1 % slippage asked). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = await waitFor(() => {
      const el = canvasElement.querySelector<HTMLElement>('.cp-summary')
      if (!el) throw new Error('no quote yet')
      return el
    })
    const labels = [...summary.querySelectorAll('dt')].map((dt) => dt.textContent)
    await expect(labels).toEqual(['Rate', 'Time', 'Price impact', 'Minimum received'])
    await expect(summary.querySelector('.cp-amount')).toHaveAttribute('data-exact', '0.0098208')
  },
}
