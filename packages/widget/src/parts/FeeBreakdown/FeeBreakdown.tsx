'use client'
import type { Quote } from '@crosspay/core'
import type { SponsorshipDescription } from '@crosspay/core/sponsorship'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Amount } from '../Amount/Amount'
import { formatPercent } from '../format/formatPercent'
import { formatUsd } from '../format/formatUsd'
import { type FeeRow, listFees } from './listFees'

/** Props of {@link FeeBreakdown}. */
export type FeeBreakdownProps = {
  quote: Quote
  /**
   * What `describeSponsorship` says of this quote, when the quote confirms a sponsorship: sponsored fees are then
   * struck through and labelled, with what the user still pays. Defaults to none (every fee paid by the user).
   */
  sponsorship?: SponsorshipDescription | undefined
  /** Show the high price impact and high fees warnings. Defaults to true (false when they are shown elsewhere). */
  warnings?: boolean | undefined
  /** Both sides are on one chain: the destination network fee is the execution fee. Defaults to false. */
  sameChain?: boolean | undefined
}

/**
 * Every fee of a quote, per component (origin network fee, destination network fee, service fee, app fee), in its
 * currency and in USD; under sponsorship, who pays each (sponsored fees struck through and labelled, the user's
 * part of a partly sponsored one); with warnings for a high price impact or fees that take a large share of the
 * amount. Each row's payer is on `data-payer`.
 */
export function FeeBreakdown({
  quote,
  sponsorship,
  warnings: warn = true,
  sameChain = false,
}: FeeBreakdownProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.quote
  const { rows, warnings } = listFees(quote, sponsorship)
  const price = (amount: string, amountUsd: string | undefined, row: FeeRow) => (
    <>
      <Amount value={amount} decimals={row.decimals} symbol={row.symbol} maximumFractionDigits={6} />
      {amountUsd !== undefined && <span className="cp-muted"> ({formatUsd(amountUsd, locale)})</span>}
    </>
  )
  return (
    <section className="cp-fees" aria-label={m.fees}>
      <dl className="cp-rows">
        {rows.map((row) => (
          <div key={row.component} className="cp-row" data-component={row.component} data-payer={row.payer}>
            <dt>
              {sameChain && row.component === 'relayerGas'
                ? m.executionFee
                : sameChain && row.component === 'gas'
                  ? m.networkFee
                  : m.fee[row.component]}
            </dt>
            <dd>
              {row.payer === 'sponsor' || row.payer === 'split' ? (
                <>
                  <s className="cp-fee__struck">{price(row.amount, row.amountUsd, row)}</s>{' '}
                  <span className="cp-fee__tag">
                    {row.payer === 'sponsor' ? m.sponsored : m.partlySponsored}
                  </span>
                  {row.payer === 'split' && (
                    <span className="cp-fee__user">
                      {' '}
                      {m.youPay} {price(row.userPays.amount, row.userPays.amountUsd, row)}
                    </span>
                  )}
                </>
              ) : (
                <>
                  {price(row.amount, row.amountUsd, row)}
                  {row.payer === 'depositFeePayer' && (
                    <span className="cp-fee__tag"> {m.paidByFeePayer}</span>
                  )}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {warn && warnings.highImpact && (
        <p className="cp-warning" role="note" data-warning="impact">
          {m.highImpact(formatPercent(warnings.highImpact, locale) ?? `${warnings.highImpact}%`)}
        </p>
      )}
      {warn && warnings.highFees && (
        <p className="cp-warning" role="note" data-warning="fees">
          {m.highFees(formatPercent(warnings.highFees, locale) ?? `${warnings.highFees}%`)}
        </p>
      )}
    </section>
  )
}
