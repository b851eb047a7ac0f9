'use client'
import type { Chain, RequestRecord } from '@crosspay/core'
import { type KeyboardEvent, useContext } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { ChainBadge } from '../parts/ChainBadge/ChainBadge'
import { readRequestAmounts } from '../parts/RequestStatusPanel/readRequestAmounts'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link HistoryRow}. */
export type HistoryRowProps = {
  /** The request. */
  request: RequestRecord
  /** Its position in the list (0-based), on `data-index`. */
  index: number
  /** Formats its creation time (one `Intl.DateTimeFormat` shared by the rows). */
  formatTime: (date: Date) => string
  /** Chain records by id. */
  chain: (id: number | undefined) => Chain | undefined
  /** Whether Tab stops on this row (one row of the list at a time). */
  tabbable: boolean
  /** Opens the request. */
  onOpen: () => void
  /** Arrow keys, Home and End: the list moves the focus. */
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * One request of the history as a button: when (`<time>`), its status, the route (origin → destination chain) and
 * the amounts in and out with their token symbols. Enter or a click opens it. Its status is on `data-status`.
 */
export function HistoryRow({
  request,
  index,
  formatTime,
  chain,
  tabbable,
  onOpen,
  onKeyDown,
}: HistoryRowProps) {
  const { messages } = useContext(WidgetContext)
  const amounts = readRequestAmounts(request)
  const origin = amounts.in?.chainId
  const destination = amounts.out?.chainId ?? origin
  const created = request.createdAt ? new Date(request.createdAt) : undefined
  const chainName = (id: number) => chain(id)?.displayName ?? messages.address.unknownChain(id)
  const label = messages.status.labels[request.status] ?? messages.status.unknownLabel(request.status)
  return (
    <button
      type="button"
      className="cp-history__row"
      data-index={index}
      data-status={request.status}
      tabIndex={tabbable ? 0 : -1}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className="cp-history__line">
        {created && !Number.isNaN(created.getTime()) ? (
          <time className="cp-history__time" dateTime={request.createdAt}>
            {formatTime(created)}
          </time>
        ) : (
          <span className="cp-history__time" />
        )}
        <span className="cp-history__status" data-status={request.status}>
          {label}
        </span>
      </span>
      <span className="cp-history__line cp-history__route">
        <span className="cp-history__route-visual" aria-hidden="true">
          {origin !== undefined && <ChainBadge chainId={origin} chain={chain(origin)} />}
          {destination !== undefined && destination !== origin && (
            <>
              <span className="cp-history__arrow">→</span>
              <ChainBadge chainId={destination} chain={chain(destination)} />
            </>
          )}
        </span>
        {origin !== undefined && (
          <span className="cp-visually-hidden">
            {destination !== undefined && destination !== origin
              ? messages.history.route(chainName(origin), chainName(destination))
              : chainName(origin)}
          </span>
        )}
      </span>
      <span className="cp-history__line cp-history__amounts">
        {amounts.in && (
          <Amount value={amounts.in.amount} decimals={amounts.in.decimals} symbol={amounts.in.symbol} />
        )}
        {amounts.out && (
          <>
            <span className="cp-history__arrow" aria-hidden="true">
              →
            </span>
            <Amount value={amounts.out.amount} decimals={amounts.out.decimals} symbol={amounts.out.symbol} />
          </>
        )}
      </span>
    </button>
  )
}
