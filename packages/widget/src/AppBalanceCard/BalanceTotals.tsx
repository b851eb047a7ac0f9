'use client'
import type { AppBalancesResponse } from '@crosspay/core'
import { useContext } from 'react'
import { formatUsd } from '../parts/format/formatUsd'
import { WidgetContext } from '../root/WidgetContext'
import { fastFillReadiness } from './fastFillReadiness'

/** Props of {@link BalanceTotals}. */
export type BalanceTotalsProps = {
  /** The balance answer's three USD totals. */
  balance: Pick<
    AppBalancesResponse,
    'totalBalanceUsd' | 'outstandingFastFillBalanceUsd' | 'availableBalanceUsd'
  >
  /** The sponsorship wallet (for fast-fill readiness). */
  wallet: string
}

/**
 * The app balance's total, what fast fills hold and what is available (total − holds), in USD to the cent
 * (`formatUsd`'s one rule: cut toward zero, `< $0.01` below a cent), whether fast fills are ready (`data-state`:
 * `ready`, `holds-outstanding`, `no-balance`), announced as it changes, and, while holds stand, that they limit
 * every claim.
 */
export function BalanceTotals({ balance, wallet }: BalanceTotalsProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.appBalance
  const readiness = fastFillReadiness(wallet, balance)
  const usd = (value: number) => formatUsd(value, locale)
  const text =
    readiness === 'ready'
      ? m.readiness.ready(usd(balance.availableBalanceUsd))
      : readiness === 'holds-outstanding'
        ? m.readiness.holds(usd(balance.outstandingFastFillBalanceUsd), usd(balance.availableBalanceUsd))
        : m.readiness.noBalance
  const holding = balance.outstandingFastFillBalanceUsd > 0
  return (
    <>
      <dl className="cp-app-balance__totals" data-state={holding ? 'holds-outstanding' : 'no-holds'}>
        <div className="cp-app-balance__total" data-name="total">
          <dt>{m.total}</dt>
          <dd>{usd(balance.totalBalanceUsd)}</dd>
        </div>
        <div className="cp-app-balance__total" data-name="holds">
          <dt>{m.holds}</dt>
          <dd>{usd(balance.outstandingFastFillBalanceUsd)}</dd>
        </div>
        <div className="cp-app-balance__total" data-name="available">
          <dt>{m.available}</dt>
          <dd>{usd(balance.availableBalanceUsd)}</dd>
        </div>
      </dl>
      <p className="cp-app-balance__readiness" data-state={readiness} aria-live="polite">
        <strong>{m.readiness.label}: </strong>
        {text}
      </p>
      {holding && <p className="cp-app-balance__note">{m.claimableNote(usd(balance.availableBalanceUsd))}</p>}
    </>
  )
}
