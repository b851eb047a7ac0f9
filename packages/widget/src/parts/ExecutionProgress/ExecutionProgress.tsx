'use client'
import type { ExecutionError, Quote } from '@crosspay/core'
import type { ExecutionProgress as Progress } from '@crosspay/core/execution'
import { describeFailure } from '@crosspay/core/failures'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Amount } from '../Amount/Amount'
import { useChainLookup } from '../useChainLookup/useChainLookup'
import { DepositAddress } from './DepositAddress'
import { ProgressRecovery } from './ProgressRecovery'
import { ProgressTimeline } from './ProgressTimeline'

/** Props of {@link ExecutionProgress}. */
export type ExecutionProgressProps = {
  progress: Progress
  /** The error the execution stopped with, when it did. */
  error?: ExecutionError | null | undefined
  /** The quote being executed: its amounts in and out are shown above the steps. */
  quote?: Quote | undefined
}

/**
 * An execution step by step, as a timeline origin → service → destination (ProgressTimeline): each step of the quote
 * with its items' states (waiting, confirm in your wallet, sent, confirming, done) and explorer links, the fill
 * transaction on the destination once reported, the request's status once tracked, a deposit address to pay when the quote
 * has one, the service out of reach while the executor retries its reads (`progress.recovery`), and at the end what happened: success, or a refund or failure explained by `describeFailure` (where the
 * funds are and what to do). The headline says the transfer is on its way (not "waiting for your wallet") once
 * the deposit is sent and the wallet is asked nothing more. The outcome is announced (`aria-live`); `data-status`
 * carries it for styling.
 */
export function ExecutionProgress({ progress, error, quote }: ExecutionProgressProps) {
  const { messages } = useContext(WidgetContext)
  const { chain } = useChainLookup()
  const m = messages.progress
  const request = progress.request
  const ended = progress.status === 'refund' || progress.status === 'failure'
  const failure = ended
    ? describeFailure(request?.failReason, request?.refundFailReason, { status: request?.status })
    : undefined
  // A resume that could not load the executor left the persisted progress as it was (`running`): it has stopped.
  const status = error?.reason === 'load-failed' ? 'error' : progress.status
  // Once the deposit is sent and the wallet is asked nothing more, the run waits on the chain and the service.
  const asking = progress.steps.some((s) =>
    s.items.some((i) => i.state === 'awaiting-wallet' || i.state === 'switching-chain'),
  )
  const headline = status === 'running' && progress.funds === 'sent' && !asking ? 'tracking' : status
  const currencyIn = quote?.details?.currencyIn
  const currencyOut = quote?.details?.currencyOut
  const originChain = chain(
    currencyIn?.currency.chainId ??
      request?.originChainId ??
      progress.steps.flatMap((step) => step.items).find((item) => item.chainId !== undefined)?.chainId,
  )
  const destinationChain = chain(currencyOut?.currency.chainId ?? request?.destinationChainId)
  const sameChain = originChain !== undefined && originChain.id === destinationChain?.id
  // A same-chain swap says "Swap" in its headline too.
  const swapSaid: Record<string, string> = {
    success: 'swapSuccess',
    tracking: 'swapTracking',
    failure: 'swapFailure',
  }
  const said = (sameChain && swapSaid[headline]) || headline
  return (
    <section className="cp-progress" data-status={status} aria-label={m.title}>
      <p className="cp-progress__headline" aria-live="polite" role="status">
        {m.status[said] ?? status}
        {status === 'tracking' && request?.status && (
          <span className="cp-muted"> · {m.request[request.status] ?? request.status}</span>
        )}
      </p>
      {currencyIn && currencyOut && (
        <p className="cp-progress__route">
          <span className="cp-progress__leg">
            <Amount
              value={currencyIn.amount}
              decimals={currencyIn.currency.decimals}
              symbol={currencyIn.currency.symbol}
            />
            {originChain && !sameChain && (
              <span className="cp-muted"> {m.onChain(originChain.displayName)}</span>
            )}
          </span>
          <span className="cp-mirror" aria-hidden="true">
            {' → '}
          </span>
          <span className="cp-visually-hidden">{m.routeTo}</span>
          <span className="cp-progress__leg">
            <Amount
              value={currencyOut.amount}
              decimals={currencyOut.currency.decimals}
              symbol={currencyOut.currency.symbol}
            />
            {destinationChain && <span className="cp-muted"> {m.onChain(destinationChain.displayName)}</span>}
          </span>
        </p>
      )}
      {progress.recovery && (status === 'running' || status === 'tracking') && (
        <ProgressRecovery recovery={progress.recovery} funds={progress.funds} />
      )}
      {progress.depositAddress && progress.status !== 'success' && (
        <DepositAddress deposit={progress.depositAddress} token={currencyIn?.currency} />
      )}
      <ProgressTimeline progress={progress} originChain={originChain} destinationChain={destinationChain} />
      {failure && (
        <div className="cp-outcome" data-state={progress.status} role="alert">
          <p className="cp-outcome__title">{failure.title}</p>
          <p>{failure.explanation}</p>
          <p>
            <strong>{m.whatToDo}: </strong>
            {failure.action}
          </p>
        </div>
      )}
      {error && !ended && (
        <div className="cp-outcome" data-state="error" role="alert">
          <p className="cp-outcome__title">{m.reason[error.reason] ?? m.reason.unknown}</p>
          <p>{m.funds[error.funds]}</p>
        </div>
      )}
      {(progress.status === 'success' || ended) && (
        <p className="cp-muted cp-progress__request">
          {m.requestId} {progress.requestId.slice(0, 10)}…{progress.requestId.slice(-6)}
        </p>
      )}
    </section>
  )
}
