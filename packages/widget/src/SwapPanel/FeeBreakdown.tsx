'use client'
import type { Quote } from '@crosspay/core'
import { useContext } from 'react'
import { Amount } from '../parts/Amount'
import { formatUsd } from '../parts/formatUsd'
import { WidgetContext } from '../root/WidgetContext'
import { listFees } from './listFees'

/** Props of {@link FeeBreakdown}. */
export type FeeBreakdownProps = { quote: Quote }

/**
 * Every fee of a quote, per component (origin network fee, destination network fee, service fee, app fee), in its
 * currency and in USD, with warnings for a high price impact or fees that take a large share of the amount.
 */
export function FeeBreakdown({ quote }: FeeBreakdownProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.quote
  const { rows, warnings } = listFees(quote)
  return (
    <section className="cp-fees" aria-label={m.fees}>
      <dl className="cp-rows">
        {rows.map((row) => (
          <div key={row.component} className="cp-row" data-component={row.component}>
            <dt>{m.fee[row.component]}</dt>
            <dd>
              <Amount
                value={row.amount}
                decimals={row.decimals}
                symbol={row.symbol}
                maximumFractionDigits={6}
              />
              {row.amountUsd !== undefined && (
                <span className="cp-muted"> ({formatUsd(row.amountUsd, locale)})</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {warnings.highImpact && (
        <p className="cp-warning" role="note" data-warning="impact">
          {m.highImpact(warnings.highImpact)}
        </p>
      )}
      {warnings.highFees && (
        <p className="cp-warning" role="note" data-warning="fees">
          {m.highFees(warnings.highFees)}
        </p>
      )}
    </section>
  )
}
