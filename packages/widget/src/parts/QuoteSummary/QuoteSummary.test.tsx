import { getQuote } from '@crosspay/core'
import { startTestSimulators, testQuoteParameters } from '@crosspay/test'
import { render } from '@testing-library/react'
import { formatUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { QuoteSummary } from './QuoteSummary'

const start = startTestSimulators()

describe('QuoteSummary', () => {
  test('default: a live quote with 1 % slippage: the rate and time it says, the output less 1 % as the minimum', async () => {
    const t = start()
    const quote = await getQuote(t.client, { ...testQuoteParameters, slippageTolerance: '100' })
    const { container } = render(
      <WidgetRoot locale="en-US">
        <QuoteSummary quote={quote} />
      </WidgetRoot>,
    )
    const details = quote.details!
    const out = details.currencyOut!
    const text = (label: string) =>
      [...container.querySelectorAll('.cp-row')]
        .find((row) => row.querySelector('dt')?.textContent === label)
        ?.querySelector('dd')?.textContent
    expect(text('Rate')).toBe(`1 ETH = ${details.rate} ${out.currency.symbol}`)
    expect(details.timeEstimate).toBeGreaterThan(0)
    expect(text('Time')).toMatch(/[0-9]/)
    // What the user asked (100 bps) applied to what the quote delivers, not the quote's own slippage figure.
    const minimum = BigInt(out.amount) - (BigInt(out.amount) * 100n) / 10_000n
    expect(minimum).toBeLessThan(BigInt(out.amount))
    expect(container.querySelector('.cp-summary .cp-amount')?.getAttribute('data-exact')).toBe(
      formatUnits(minimum, out.currency.decimals),
    )
  })
})
