'use client'
import type { Quote } from '@crosspay/core'
import type { SponsorshipDescription } from '@crosspay/core/sponsorship'
import { Fragment, useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { FeeBreakdown } from '../FeeBreakdown/FeeBreakdown'
import { listFees } from '../FeeBreakdown/listFees'
import { summariseFees } from '../FeeBreakdown/summariseFees'
import { formatDuration } from '../format/formatDuration'
import { formatPercent } from '../format/formatPercent'
import { formatTokenAmount } from '../format/formatTokenAmount'
import { formatUsd } from '../format/formatUsd'
import { QuoteSummary } from '../QuoteSummary/QuoteSummary'
import { SponsorshipNotice } from '../SponsorshipNotice/SponsorshipNotice'
import { sponsorshipState } from '../SponsorshipNotice/sponsorshipState'

/** Props of {@link QuoteLine}. */
export type QuoteLineProps = {
  quote: Quote
  /** What `describeSponsorship` says of the quote, when sponsorship was asked for or the quote carries one. */
  sponsorship: SponsorshipDescription | undefined
  sponsorName: string | undefined
  sameChain: boolean
  /** What leaves the wallet in all (the checkout's line starts with it, every decimal). Defaults to none. */
  total?: { amount: string; currency: { decimals: number; symbol: string } } | undefined
}

/**
 * The quote in one line under the cards: what the user pays in fees (USD), what a sponsor pays and who, and the
 * time, as a disclosure (`<details>`) that opens onto the rate, price impact, minimum received and every fee, the
 * sponsored ones struck through and labelled once. Warnings (high price impact, high fees) and a sponsorship asked
 * for but not in the quote are shown outside it, always. `data-sponsorship` carries the sponsorship's state.
 */
export function QuoteLine({ quote, sponsorship, sponsorName, sameChain, total }: QuoteLineProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.quote
  const state = sponsorship ? sponsorshipState(sponsorship) : 'none'
  const confirmed = state === 'full' || state === 'partial' ? sponsorship : undefined
  const { rows, warnings } = listFees(quote, confirmed)
  const sums = summariseFees(rows)
  const sponsor = sponsorName ?? messages.sponsorship.defaultSponsor
  const seconds = quote.details?.timeEstimate
  const parts = [
    ...(total && /^[0-9]+$/.test(total.amount)
      ? [
          m.youPayLine(
            formatTokenAmount(
              BigInt(total.amount),
              total.currency.decimals,
              total.currency.symbol,
              locale,
              total.currency.decimals,
            ),
          ),
        ]
      : []),
    sums.userPaysUsd !== undefined ? m.feesLine(formatUsd(sums.userPaysUsd, locale)) : m.fees,
    ...(sums.sponsoredUsd ? [m.sponsoredLine(sponsor, formatUsd(sums.sponsoredUsd, locale))] : []),
    ...(seconds !== undefined ? [formatDuration(seconds, messages)] : []),
  ]
  return (
    <div className="cp-quote-line" data-sponsorship={state}>
      <details className="cp-quote-line__disclosure">
        <summary className="cp-quote-line__summary">
          <span className="cp-quote-line__text">
            {parts.map((part, i) => (
              <Fragment key={part}>
                {i > 0 && <span aria-hidden="true"> · </span>}
                <span className="cp-quote-line__part">{part}</span>
              </Fragment>
            ))}
          </span>
          <span className="cp-visually-hidden">, {m.details}</span>
          <span className="cp-quote-line__caret" aria-hidden="true" />
        </summary>
        <div className="cp-quote-line__details">
          {confirmed && (
            <SponsorshipNotice description={confirmed} sponsorName={sponsorName} components={false} />
          )}
          <QuoteSummary quote={quote} />
          <FeeBreakdown quote={quote} sponsorship={confirmed} warnings={false} sameChain={sameChain} />
        </div>
      </details>
      {state === 'not-confirmed' && sponsorship && (
        <SponsorshipNotice description={sponsorship} sponsorName={sponsorName} />
      )}
      {warnings.highImpact && (
        <p className="cp-warning" role="note" data-warning="impact">
          {m.highImpact(formatPercent(warnings.highImpact, locale) ?? `${warnings.highImpact}%`)}
        </p>
      )}
      {warnings.highFees && (
        <p className="cp-warning" role="note" data-warning="fees">
          {m.highFees(formatPercent(warnings.highFees, locale) ?? `${warnings.highFees}%`)}
        </p>
      )}
    </div>
  )
}
