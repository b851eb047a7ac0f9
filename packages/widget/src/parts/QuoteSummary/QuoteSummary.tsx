'use client'
import type { Quote } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Amount } from '../Amount/Amount'
import { formatDuration } from '../format/formatDuration'
import { formatPercent } from '../format/formatPercent'
import { minimumReceived } from './minimumReceived'

/** Props of {@link QuoteSummary}. */
export type QuoteSummaryProps = { quote: Quote }

/** A quote at a glance: the rate, the time it should take, the price impact and the minimum received. */
export function QuoteSummary({ quote }: QuoteSummaryProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.quote
  const details = quote.details
  const inSymbol = details?.currencyIn?.currency.symbol ?? ''
  const out = details?.currencyOut
  const minimum = minimumReceived(quote)
  const seconds = details?.timeEstimate
  // Cut toward zero like every figure shown, never rounded up (`roundingMode` is ES2023, not in TypeScript's lib).
  const rateOptions = { maximumSignificantDigits: 6, roundingMode: 'trunc' }
  const number = (value: string) =>
    (
      new Intl.NumberFormat(locale, rateOptions) as Intl.NumberFormat & {
        format(value: string): string
      }
    ).format(value)
  return (
    <dl className="cp-rows cp-summary">
      {details?.rate !== undefined && out && (
        <div className="cp-row">
          <dt>{m.rate}</dt>
          <dd>{`1 ${inSymbol} = ${number(details.rate)} ${out.currency.symbol}`}</dd>
        </div>
      )}
      {seconds !== undefined && (
        <div className="cp-row">
          <dt>{m.time}</dt>
          <dd>{formatDuration(seconds, messages)}</dd>
        </div>
      )}
      {details?.swapImpact?.percent !== undefined && (
        <div className="cp-row">
          <dt>{m.priceImpact}</dt>
          <dd>{formatPercent(details.swapImpact.percent, locale) ?? `${details.swapImpact.percent}%`}</dd>
        </div>
      )}
      {minimum !== undefined && out && (
        <div className="cp-row">
          <dt>{m.minimumReceived}</dt>
          <dd>
            <Amount value={minimum} decimals={out.currency.decimals} symbol={out.currency.symbol} />
          </dd>
        </div>
      )}
    </dl>
  )
}
