import { describeSponsorship } from '@crosspay/core/sponsorship'
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { SponsorshipNotice } from './SponsorshipNotice'

const body = {
  user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  originChainId: 8453,
  destinationChainId: 10,
}
const fee = (usd: string) => ({ amount: String(Math.round(Number(usd) * 1e6)), amountUsd: usd })
/** A quote with 2 USD destination gas, 1 USD service fee, 0.5 USD origin gas, and what the service says it sponsored. */
const quote = (subsidized?: string) => ({
  fees: {
    gas: fee('0.5'),
    relayerGas: fee('2'),
    relayerService: fee('1'),
    ...(subsidized ? { subsidized: fee(subsidized) } : {}),
  },
})
const notice = (parameters: Record<string, unknown>, subsidized?: string) =>
  render(
    <WidgetRoot locale="en-US">
      <SponsorshipNotice
        description={describeSponsorship({ ...body, ...parameters }, quote(subsidized))}
        sponsorName="Acme"
      />
    </WidgetRoot>,
  ).container.querySelector('.cp-sponsorship')!

describe('SponsorshipNotice', () => {
  test('default: fully sponsored: the sponsor named, each fee and who pays it, what is never covered', () => {
    const el = notice({ subsidizeFees: true }, '3')
    expect(el.getAttribute('data-state')).toBe('full')
    expect(screen.getByText('Acme pays the fees of this transfer')).toBeTruthy()
    expect(el.textContent).toContain('Network fee (destination)Sponsored $2.00')
    expect(el.textContent).toContain('Service feeSponsored $1.00')
    expect(el.textContent).toContain('Not covered: Gas on the origin chain')
  })

  test('behavior: partly sponsored: the cap is hit, the sponsor pays up to it and the user the rest', () => {
    const el = notice({ subsidizeFees: true, maxSubsidizationAmount: '2500000' }, '2.5')
    expect(el.getAttribute('data-state')).toBe('partial')
    expect(el.textContent).toContain('Acme pays up to $2.50 of the fees; you pay the rest')
    expect(el.textContent).toContain('Service feeSponsored $0.50 · You pay $0.50')
  })

  test('behavior: not sponsored; and asked for but not confirmed by the quote (a proxy stripped it) is never shown as sponsored', () => {
    expect(notice({}).getAttribute('data-state')).toBe('none')
    const stripped = notice({ subsidizeFees: true })
    expect(stripped.getAttribute('data-state')).toBe('not-confirmed')
    expect(stripped.textContent).toBe(
      'Sponsorship was asked for, but this quote does not include it: you pay the fees',
    )
    expect(stripped.querySelector('dl')).toBeNull()
  })
})
