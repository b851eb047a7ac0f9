'use client'
import { type ExecutionError, formatDecimalAmount } from '@crosspay/core'
import { useContext, useId, useState } from 'react'
import { estimateText } from '../parts/format/estimateText'
import { formatUsd } from '../parts/format/formatUsd'
import { QuoteLine } from '../parts/QuoteLine/QuoteLine'
import { RecoveryNotice } from '../parts/RecoveryNotice/RecoveryNotice'
import { StartErrorNotice } from '../parts/StartErrorNotice/StartErrorNotice'
import { WidgetContext } from '../root/WidgetContext'
import { listWalletPrompts } from './listWalletPrompts'
import { MainButton } from './MainButton'
import type { PanelAction } from './panelAction'
import { RecipientField } from './RecipientField'
import { SlippageField } from './SlippageField'
import { SvmFeeNotesSpace } from './SvmFeeNotesSpace'
import { SwapCard } from './SwapCard'
import type { PanelLocks } from './SwapPanelProps'
import type { SwapValue } from './SwapValue'
import type { SvmParts } from './svmParts'
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
  /** The panel's Solana parts, once loaded (a Solana chain in the route): the Solana fee lines under the quote. */
  svmParts?: SvmParts | undefined
  onPick(side: 'origin' | 'destination'): void
  onConnectWallet: (() => void) | undefined
  /** The main button was pressed while ready: review, or execute when the review is off. */
  onExecute(): void
  /** Why the last press stopped before anything was sent (the executor could not load): shown with "Try again". */
  startError?: ExecutionError | null | undefined
  /** What "Try again" repeats when the last press was not `onExecute` (a resume). */
  onRetryStart?: (() => void) | undefined
}

/**
 * The panel's form: a header with the settings (slippage), the "You pay" and "You receive" cards with the switch on
 * their seam (typing in a card makes its amount the exact one: `tradeType`), the recipient behind its toggle, the
 * quote's error or its one summary line, and the main button.
 */
export function SwapForm(props: SwapFormProps) {
  const { value, update, route, quote: q, locked = {} } = props
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.panel
  const id = useId()
  const [settings, setSettings] = useState(false)
  const settingsOpen = settings || q.slippage.kind === 'invalid'
  const exactIn = value.tradeType === 'EXACT_INPUT'
  const details = q.quote?.details
  const sameChain = value.originChainId !== undefined && value.originChainId === value.destinationChainId
  const canSwitch =
    !locked.originChain && !locked.originCurrency && !locked.destinationChain && !locked.destinationCurrency
  const card = (side: 'origin' | 'destination') => {
    const origin = side === 'origin'
    const token = origin ? route.originToken : route.destinationToken
    const typed = origin === exactIn
    const quoted = origin ? details?.currencyIn : details?.currencyOut
    const decimals = token?.decimals ?? 18
    return (
      <SwapCard
        side={side}
        chain={origin ? route.originChain : route.destinationChain}
        token={token}
        text={typed ? value.amount : estimateText(quoted?.amount, decimals, locale)}
        estimated={!typed}
        exact={
          !typed && quoted?.amount && /^[0-9]+$/.test(quoted.amount)
            ? formatDecimalAmount(BigInt(quoted.amount), quoted.currency.decimals)
            : undefined
        }
        usd={quoted?.amountUsd !== undefined ? formatUsd(quoted.amountUsd, locale) : undefined}
        balance={origin ? props.balance : undefined}
        max={origin ? props.max : undefined}
        locked={
          origin
            ? locked.originChain && locked.originCurrency
            : locked.destinationChain && locked.destinationCurrency
        }
        onAmount={(amount) => update({ amount, tradeType: origin ? 'EXACT_INPUT' : 'EXACT_OUTPUT' })}
        onPick={() => props.onPick(side)}
      />
    )
  }
  return (
    <form
      className="cp-panel__form"
      data-quote={q.updating ? 'updating' : q.current ? 'current' : 'none'}
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
      <div className="cp-panel__header">
        <h2 id={`${id}-title`} className="cp-panel__title">
          {sameChain ? m.titleSameChain : m.title}
        </h2>
        <button
          type="button"
          className="cp-icon-button"
          aria-expanded={settingsOpen}
          aria-controls={`${id}-settings`}
          onClick={() => setSettings(!settingsOpen)}
        >
          {q.slippage.kind === 'bps' && (
            <span className="cp-icon-button__note">{`${value.slippage.trim()} %`}</span>
          )}
          <span className="cp-visually-hidden">{m.settings}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.5 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1l.4 2.7h4l.4-2.7a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
              transform="translate(-1 0)"
            />
          </svg>
        </button>
      </div>
      <div id={`${id}-settings`} className="cp-settings" hidden={!settingsOpen}>
        <SlippageField value={value} update={update} quote={q} />
      </div>
      <div className="cp-cards">
        {card('origin')}
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
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d="M12 5v14m-5-5 5 5 5-5"
              />
            </svg>
          </button>
        )}
        {card('destination')}
      </div>
      <RecipientField value={value} update={update} quote={q} destinationChain={route.destinationChain} />
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
        <QuoteLine
          quote={q.quote}
          sponsorship={q.sponsorship}
          sponsorName={props.sponsorName}
          sameChain={sameChain}
        />
      )}
      {q.quote &&
        q.sponsorship &&
        (props.svmParts ? (
          <props.svmParts.SvmFeeNotes sponsorship={q.sponsorship} sponsorName={props.sponsorName} />
        ) : (
          <SvmFeeNotesSpace sponsorship={q.sponsorship} />
        ))}
      {props.startError && (
        <StartErrorNotice error={props.startError} onRetry={props.onRetryStart ?? props.onExecute} />
      )}
      <MainButton
        action={props.action}
        symbol={route.originToken?.symbol ?? ''}
        sameChain={sameChain}
        approve={q.quote ? listWalletPrompts(q.quote).some((p) => p.kind === 'approve') : false}
        onConnectWallet={props.onConnectWallet}
        onExecute={props.onExecute}
      />
    </form>
  )
}
