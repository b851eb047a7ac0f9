'use client'
import type { ExecutionError } from '@crosspay/core'
import { useContext, useId } from 'react'
import { Amount } from '../parts/Amount'
import { formatUsd } from '../parts/formatUsd'
import { RecoveryNotice } from '../parts/RecoveryNotice'
import { StartErrorNotice } from '../parts/StartErrorNotice'
import { WidgetContext } from '../root/WidgetContext'
import { SponsorshipNotice } from '../SponsorshipNotice/SponsorshipNotice'
import { sponsorshipState } from '../SponsorshipNotice/sponsorshipState'
import { AmountInput } from './AmountInput'
import { FeeBreakdown } from './FeeBreakdown'
import { MainButton } from './MainButton'
import type { PanelAction } from './panelAction'
import { QuoteSummary } from './QuoteSummary'
import { SwapOptions } from './SwapOptions'
import type { PanelLocks } from './SwapPanelProps'
import type { SwapValue } from './SwapValue'
import { TokenButton } from './TokenButton'
import type { usePanelQuote } from './usePanelQuote'
import type { PanelRoute } from './usePanelRoute'

/** Props of {@link SwapForm}. */
export type SwapFormProps = {
  value: SwapValue
  update(patch: Partial<SwapValue>): void
  route: PanelRoute
  quote: ReturnType<typeof usePanelQuote>
  action: PanelAction
  /** The wallet's balance of the origin token (smallest units), when known. */
  balance: bigint | undefined
  /** What the max button fills in. */
  max: bigint | undefined
  locked: PanelLocks | undefined
  sponsorName: string | undefined
  onPick(side: 'origin' | 'destination'): void
  onConnectWallet: (() => void) | undefined
  onExecute(): void
  /** Why the last press stopped before anything was sent (the executor could not load): shown with "Try again". */
  startError?: ExecutionError | null | undefined
  /** What "Try again" repeats when the last press was not `onExecute` (a resume). */
  onRetryStart?: (() => void) | undefined
}

/** The panel's form: both sides, the amount, options, the quote with its fees and sponsorship, and the main button. */
export function SwapForm(props: SwapFormProps) {
  const { value, update, route, quote: q, locked = {} } = props
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.panel
  const id = useId()
  const exactIn = value.tradeType === 'EXACT_INPUT'
  const inputToken = exactIn ? route.originToken : route.destinationToken
  const details = q.quote?.details
  const other = exactIn ? details?.currencyOut : details?.currencyIn
  const otherToken = exactIn ? route.destinationToken : route.originToken
  const canSwitch =
    !locked.originChain && !locked.originCurrency && !locked.destinationChain && !locked.destinationCurrency
  const sponsorshipShown =
    q.sponsorship && (q.sponsorship.requested || q.sponsorship.quoted !== null) ? q.sponsorship : undefined
  // The fee list marks sponsored fees only when the quote confirms the sponsorship (as the notice says).
  const confirmedState = sponsorshipShown ? sponsorshipState(sponsorshipShown) : 'none'
  const sponsorshipConfirmed =
    confirmedState === 'full' || confirmedState === 'partial' ? sponsorshipShown : undefined
  return (
    <form
      className="cp-panel__form"
      data-quote={q.updating ? 'updating' : q.current ? 'current' : 'none'}
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="cp-panel__title">
        {m.title}
      </h2>
      <div className="cp-side" data-side="origin">
        <span className="cp-label">{m.from}</span>
        <TokenButton
          label={m.from}
          chain={route.originChain}
          token={route.originToken}
          locked={locked.originChain && locked.originCurrency}
          onClick={() => props.onPick('origin')}
        />
        {props.balance !== undefined && route.originToken && (
          <p className="cp-side__balance cp-muted">
            {m.balance}:{' '}
            <Amount
              value={props.balance}
              decimals={route.originToken.decimals}
              symbol={route.originToken.symbol}
            />
          </p>
        )}
      </div>
      {canSwitch && (
        <button
          type="button"
          className="cp-switch"
          aria-label={m.switchDirection}
          onClick={() =>
            update({
              originChainId: value.destinationChainId,
              originCurrency: value.destinationCurrency,
              destinationChainId: value.originChainId,
              destinationCurrency: value.originCurrency,
            })
          }
        >
          <span aria-hidden="true">⇅</span>
        </button>
      )}
      <div className="cp-side" data-side="destination">
        <span className="cp-label">{m.to}</span>
        <TokenButton
          label={m.to}
          chain={route.destinationChain}
          token={route.destinationToken}
          locked={locked.destinationChain && locked.destinationCurrency}
          onClick={() => props.onPick('destination')}
        />
      </div>
      <label className="cp-field cp-field--inline" htmlFor={`${id}-trade`}>
        <span className="cp-label">{m.tradeType}</span>
        <select
          id={`${id}-trade`}
          className="cp-select"
          value={value.tradeType}
          onChange={(event) => update({ tradeType: event.target.value as SwapValue['tradeType'] })}
        >
          <option value="EXACT_INPUT">{m.exactInput}</option>
          <option value="EXACT_OUTPUT">{m.exactOutput}</option>
        </select>
      </label>
      <AmountInput
        decimals={inputToken?.decimals ?? 18}
        value={value.amount}
        onTextChange={(amount) => update({ amount })}
        max={exactIn ? props.max : undefined}
        symbol={inputToken?.symbol}
      />
      {exactIn && details?.currencyIn?.amountUsd !== undefined && (
        <p className="cp-muted cp-amount-usd">
          {m.usdValue(formatUsd(details.currencyIn.amountUsd, locale))}
        </p>
      )}
      {other && otherToken && (
        <p className="cp-estimate" data-testid="estimate">
          <span className="cp-label">{exactIn ? m.youReceive : m.exactInput}</span>
          <span className="cp-estimate__amount">
            <Amount value={other.amount} decimals={other.currency.decimals} symbol={other.currency.symbol} />
          </span>
          {other.amountUsd !== undefined && (
            <span className="cp-muted"> {m.usdValue(formatUsd(other.amountUsd, locale))}</span>
          )}
        </p>
      )}
      <SwapOptions value={value} update={update} quote={q} destinationChain={route.destinationChain} />
      {q.error && (
        <div
          className={q.isRetrying ? 'cp-quote-error cp-quote-error--retrying' : 'cp-quote-error'}
          role="alert"
          data-error={q.error.kind}
        >
          <p>{q.error.text}</p>
          {q.isRetrying ? (
            // A transient failure (5xx, 429, reset, garbled answer): the countdown, as on every other screen.
            <RecoveryNotice isRetrying nextAttemptAt={q.nextAttemptAt} onRetry={() => void q.refetch()} />
          ) : (
            q.error.kind !== 'NO_SWAP_ROUTES_FOUND' &&
            q.error.kind !== 'invalid' && (
              <button type="button" className="cp-button cp-button--ghost" onClick={() => q.refetch()}>
                {m.retry}
              </button>
            )
          )}
        </div>
      )}
      {q.quote && (
        <>
          {sponsorshipShown && (
            <SponsorshipNotice description={sponsorshipShown} sponsorName={props.sponsorName} />
          )}
          <QuoteSummary quote={q.quote} />
          <FeeBreakdown quote={q.quote} sponsorship={sponsorshipConfirmed} />
        </>
      )}
      {props.startError && (
        <StartErrorNotice error={props.startError} onRetry={props.onRetryStart ?? props.onExecute} />
      )}
      <MainButton
        action={props.action}
        symbol={route.originToken?.symbol ?? ''}
        sameChain={value.originChainId === value.destinationChainId}
        onConnectWallet={props.onConnectWallet}
        onExecute={props.onExecute}
      />
    </form>
  )
}
