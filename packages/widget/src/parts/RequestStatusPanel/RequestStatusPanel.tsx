'use client'
import { type RequestRecord, useRequestStatus } from '@crosspay/core'
import { useContext, useId, useState } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Address } from '../Address/Address'
import { Amount } from '../Amount/Amount'
import { ChainBadge } from '../ChainBadge/ChainBadge'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink'
import { RecoveryNotice } from '../RecoveryNotice/RecoveryNotice'
import { StatusStepLine } from '../StatusStepLine/StatusStepLine'
import { useChainLookup } from '../useChainLookup/useChainLookup'
import { FailureExplanation } from './FailureExplanation'
import { readRequestAmounts } from './readRequestAmounts'
import { readRequestTransactions } from './readRequestTransactions'
import { statusErrorKind } from './statusErrorKind'
import { useRequestRecord } from './useRequestRecord'

/** Props of {@link RequestStatusPanel}. */
export type RequestStatusPanelProps = {
  /** The request to follow. */
  requestId: string
  /** The request's record when the caller has it (a history row): amounts show at once. `false`: never look it up. */
  request?: RequestRecord | false | undefined
  /** Called by the close button; without it there is no close button. */
  onClose?: (() => void) | undefined
  /** Label of the close button. Defaults to the `status.close` message. */
  closeLabel?: string | undefined
  /** Poll every this many ms until the request ends. Defaults to 1000. */
  intervalMs?: number | undefined
  /** Follow the status stream (`true`: `${baseUrl}/ws`, or a websocket URL) instead of polling. Defaults to false. */
  websocket?: boolean | string | undefined
}

/**
 * The body of {@link RequestStatus} without its root, for use inside another widget view (the history's detail):
 * reads the nearest `WidgetContext`.
 */
export function RequestStatusPanel({
  requestId,
  request,
  onClose,
  closeLabel,
  intervalMs,
  websocket,
}: RequestStatusPanelProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.status
  const headingId = useId()
  // A request delivered ahead of its deposit keeps being followed until the deposit shows (polling stops at success).
  const [awaitingDeposit, setAwaitingDeposit] = useState(false)
  const { data, error, isPending, isRetrying, nextAttemptAt, refetch } = useRequestStatus({
    requestId,
    intervalMs,
    websocket,
    query: awaitingDeposit ? { refetchInterval: intervalMs ?? 1000 } : {},
  })
  const record = useRequestRecord(requestId, data?.status, request)
  const { chain } = useChainLookup()
  const status = data?.status ?? (error ? undefined : record ? record.status : undefined)
  const errorKind = error ? statusErrorKind(error) : undefined
  const state = status ? 'ready' : errorKind ? 'error' : 'loading'
  const originId = data?.originChainId ?? record?.data.route?.quoted?.origin?.inputCurrency?.currency.chainId
  const destinationId =
    data?.destinationChainId ?? record?.data.route?.quoted?.destination?.outputCurrency?.currency.chainId
  const amounts = readRequestAmounts(record)
  const transactions = readRequestTransactions(data, record)
  const failReason = data?.failReason ?? record?.data.failReason
  const refundFailReason = data?.refundFailReason ?? record?.data.refundFailReason
  const deposited = data || record ? transactions.some((t) => t.kind === 'deposit') : undefined
  // A fast fill: under way or delivered before any deposit exists. Said as it is, and the deposit asked for.
  const filledAhead =
    deposited === false && (status === 'pending' || status === 'submitted' || status === 'success')
  if (filledAhead !== awaitingDeposit) setAwaitingDeposit(filledAhead)
  const delivered = status === 'success' || transactions.some((t) => t.kind === 'fill')
  const headline = filledAhead
    ? delivered
      ? m.filledAhead
      : m.fillingAhead
    : status
      ? (m.headlines[status] ?? m.unknownHeadline(status))
      : undefined
  return (
    <section
      className="cp-status"
      data-status={status ?? 'unknown'}
      data-state={state}
      data-filled-ahead={filledAhead || undefined}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
    >
      <header className="cp-status__header">
        <h2 className="cp-status__title" id={headingId}>
          {m.title}
        </h2>
        {onClose && (
          <button type="button" className="cp-button cp-button--ghost cp-status__close" onClick={onClose}>
            {closeLabel ?? m.close}
          </button>
        )}
      </header>
      <p className="cp-status__headline" aria-live="polite" aria-atomic="true">
        {headline ?? (errorKind ? '' : isPending ? m.loading : '')}
      </p>
      {errorKind && (
        <p className="cp-status__error" role="alert" data-error={errorKind}>
          {status ? m.errors.stale : m.errors[errorKind]}
        </p>
      )}
      {errorKind && (
        <RecoveryNotice
          isRetrying={isRetrying}
          nextAttemptAt={nextAttemptAt}
          onRetry={() => void refetch()}
        />
      )}
      {status && <StatusStepLine status={status} deposited={deposited} filledAhead={filledAhead} />}
      {filledAhead && (
        <p className="cp-status__note cp-warning" role="note" data-note="deposit-due">
          {m.depositDue}
        </p>
      )}
      {status && (status === 'refund' || status === 'failure') && (
        <FailureExplanation status={status} failReason={failReason} refundFailReason={refundFailReason} />
      )}
      <dl className="cp-status__facts">
        {originId !== undefined &&
          originId !== null &&
          destinationId !== undefined &&
          destinationId !== null && (
            <div className="cp-status__fact cp-status__route">
              <dt className="cp-visually-hidden">{m.route}</dt>
              <dd>
                <ChainBadge chainId={originId} chain={chain(originId)} />
                <span className="cp-mirror" aria-hidden="true">
                  {' → '}
                </span>
                <ChainBadge chainId={destinationId} chain={chain(destinationId)} />
              </dd>
            </div>
          )}
        {amounts.in && (
          <div className="cp-status__fact">
            <dt>{deposited ? m.sent : m.toSend}</dt>
            <dd>
              <Amount value={amounts.in.amount} decimals={amounts.in.decimals} symbol={amounts.in.symbol} />
            </dd>
          </div>
        )}
        {amounts.out && status !== 'refund' && status !== 'failure' && (
          <div className="cp-status__fact" data-expected={amounts.expected}>
            <dt>{amounts.expected ? m.expected : m.received}</dt>
            <dd>
              <Amount
                value={amounts.out.amount}
                decimals={amounts.out.decimals}
                symbol={amounts.out.symbol}
              />
            </dd>
          </div>
        )}
        <div className="cp-status__fact">
          <dt>{m.requestId}</dt>
          <dd>
            <Address value={requestId} keep={6} />
          </dd>
        </div>
      </dl>
      {transactions.length > 0 && (
        <section className="cp-status__txs">
          <h3 className="cp-status__subtitle">{m.transactions}</h3>
          <ul className="cp-status__tx-list">
            {transactions.map((tx) => (
              <li key={tx.hash} className="cp-status__tx" data-kind={tx.kind}>
                <span className="cp-status__tx-kind">
                  {tx.kind === 'deposit' ? m.deposit : tx.kind === 'refund' ? m.refundTx : m.fill}
                  {tx.chainId !== undefined && (
                    <span className="cp-status__tx-chain">
                      {' '}
                      {m.onChain(chain(tx.chainId)?.displayName ?? messages.address.unknownChain(tx.chainId))}
                    </span>
                  )}
                </span>
                <ExplorerLink hash={tx.hash} chain={chain(tx.chainId)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}
