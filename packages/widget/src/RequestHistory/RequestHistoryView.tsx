'use client'
import { type RequestRecord, useRequests } from '@crosspay/core'
import { useContext, useRef, useState } from 'react'
import { RecoveryNotice } from '../parts/RecoveryNotice/RecoveryNotice'
import { RequestStatusPanel } from '../parts/RequestStatusPanel/RequestStatusPanel'
import { useChainLookup } from '../parts/useChainLookup/useChainLookup'
import { WidgetContext } from '../root/WidgetContext'
import { HistoryFilters } from './HistoryFilters'
import { HistoryList } from './HistoryList'
import type { RequestHistoryFilters } from './RequestHistoryFilters'
import { toRequestsQuery } from './toRequestsQuery'

/** Props of {@link RequestHistoryView}. */
export type RequestHistoryViewProps = {
  /** Only this user's requests. */
  user?: string | undefined
  /** The filters in force. */
  filters: RequestHistoryFilters
  /** Called with new filters. */
  onFiltersChange: (next: RequestHistoryFilters) => void
  /** Called when a row is opened; without it the row's status opens inline. */
  onSelect?: ((request: RequestRecord) => void) | undefined
  /** Rows per page (1 to 50). */
  pageSize?: number | undefined
}

/**
 * The body of {@link RequestHistory} without its root: the filters, the list and its states (loading, error with
 * retry, empty), and the inline status of an opened request. The state is on `data-state`.
 */
export function RequestHistoryView({
  user,
  filters,
  onFiltersChange,
  onSelect,
  pageSize,
}: RequestHistoryViewProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.history
  const { chains, chain } = useChainLookup()
  const { parameters, problem } = toRequestsQuery(filters, { user, pageSize })
  const history = useRequests({ ...parameters, query: { enabled: !problem } })
  const [open, setOpen] = useState<{ request: RequestRecord; index: number } | undefined>(undefined)
  const offset = useRef(0)
  const [returnTo, setReturnTo] = useState<number | undefined>(undefined)

  if (open)
    return (
      <div className="cp-history" data-state="detail">
        <RequestStatusPanel
          requestId={open.request.id}
          request={open.request}
          closeLabel={m.back}
          onClose={() => {
            setReturnTo(open.index)
            setOpen(undefined)
          }}
        />
      </div>
    )

  const { requests } = history
  const state = problem
    ? 'invalid'
    : history.isPending
      ? 'loading'
      : history.isError && !history.isFetchNextPageError && requests.length === 0
        ? 'error'
        : requests.length === 0
          ? 'empty'
          : 'ready'
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '')
  return (
    <div className="cp-history" data-state={state}>
      <h2 className="cp-history__title">{m.title}</h2>
      <HistoryFilters
        value={filters}
        onChange={(next) => {
          offset.current = 0
          onFiltersChange(next)
        }}
        chains={chains}
        badRange={problem === 'badRange'}
      />
      {state === 'loading' && (
        <p className="cp-history__message" role="status" aria-busy="true">
          {m.loading}
        </p>
      )}
      {state === 'error' && (
        <div className="cp-history__message" role="alert">
          <p>{m.error}</p>
          {history.isRetrying ? (
            <RecoveryNotice
              isRetrying
              nextAttemptAt={history.nextAttemptAt}
              onRetry={() => void history.refetch()}
            />
          ) : (
            <button
              type="button"
              className="cp-button cp-button--ghost"
              onClick={() => void history.refetch()}
            >
              {m.retry}
            </button>
          )}
        </div>
      )}
      {state === 'empty' && (
        <div className="cp-history__message" role="status">
          <p>{filtered ? m.emptyFiltered : m.empty}</p>
          {filtered && (
            <button type="button" className="cp-button cp-button--ghost" onClick={() => onFiltersChange({})}>
              {m.clear}
            </button>
          )}
        </div>
      )}
      {state === 'ready' && (
        <HistoryList
          requests={requests}
          chain={chain}
          hasNextPage={history.hasNextPage}
          isFetchingNextPage={history.isFetchingNextPage}
          nextPageFailed={history.isFetchNextPageError}
          fetchNextPage={history.fetchNextPage}
          initialOffset={offset.current}
          onOffsetChange={(value) => {
            offset.current = value
          }}
          initialFocusIndex={returnTo}
          onOpen={(request, index) => {
            if (onSelect) onSelect(request)
            else setOpen({ request, index })
          }}
        />
      )}
    </div>
  )
}
