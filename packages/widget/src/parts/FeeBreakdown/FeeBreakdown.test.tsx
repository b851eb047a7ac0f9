import { getQuote } from '@crosspay/core'
import { startTestSimulators, testQuoteParameters } from '@crosspay/test'
import { render } from '@testing-library/react'
import { formatUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { FeeBreakdown } from './FeeBreakdown'

const start = startTestSimulators()

describe('FeeBreakdown', () => {
  test('default: a live quote: a row per fee that costs something, its exact amount, currency and USD as the quote says, paid by the user', async () => {
    const t = start()
    const quote = await getQuote(t.client, testQuoteParameters)
    const { container } = render(
      <WidgetRoot locale="en-US">
        <FeeBreakdown quote={quote} />
      </WidgetRoot>,
    )
    const costing = (['gas', 'relayerGas', 'relayerService', 'app'] as const).flatMap((component) => {
      const fee = quote.fees?.[component]
      return fee && /[1-9]/.test(fee.amount) ? [{ component, fee }] : []
    })
    expect(costing.length).toBeGreaterThan(0)
    const rows = [...container.querySelectorAll('.cp-fees .cp-row')]
    expect(rows.map((row) => row.getAttribute('data-component'))).toEqual(costing.map((c) => c.component))
    costing.forEach(({ fee }, i) => {
      const row = rows[i] as HTMLElement
      expect(row.getAttribute('data-payer')).toBe('user')
      expect(row.querySelector('.cp-amount')?.getAttribute('data-exact')).toBe(
        formatUnits(BigInt(fee.amount), fee.currency.decimals),
      )
      expect(row.textContent).toContain(fee.currency.symbol)
      if (fee.amountUsd !== undefined) expect(row.textContent).toMatch(/\(\$[0-9.,<]+\)/)
    })
    expect(container.querySelector('.cp-row s')).toBeNull()
  })
})
