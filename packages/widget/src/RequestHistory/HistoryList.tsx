'use client'
import type { Chain, RequestRecord } from '@crosspay/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import { HistoryRow } from './HistoryRow'

/** Props of {@link HistoryList}. */
export type HistoryListProps = {
  /** Every loaded request, in order. */
  requests: RequestRecord[]
  /** Chain records by id. */
  chain: (id: number | undefined) => Chain | undefined
  /** More pages exist. */
  hasNextPage: boolean
  /** The next page is being fetched. */
  isFetchingNextPage: boolean
  /** Fetching the next page failed (the footer offers a retry). */
  nextPageFailed: boolean
  /** Fetches the next page. */
  fetchNextPage: () => unknown
  /** Opens a request. */
  onOpen: (request: RequestRecord, index: number) => void
  /** Scroll position to start at (px), e.g. where the list was before a request was opened. */
  initialOffset?: number | undefined
  /** Reports the scroll position (px) as it changes. */
  onOffsetChange?: ((offset: number) => void) | undefined
  /** Focus this row once it is rendered (e.g. the row a detail view came back from). */
  initialFocusIndex?: number | undefined
}

/** Height of one row, px: rows are one fixed size (three lines, cut with ellipses), so none has to be measured. */
export const historyRowHeight = 76

/**
 * The history rows, virtualized (`@tanstack/react-virtual`): only the rows in view (and a few either side) are in
 * the page, so ten thousand stay smooth. When the end of the list comes into view the next page is fetched; the
 * footer says so, offers a retry when it failed, or says the list has ended. Rows are buttons; one is in the Tab
 * order, arrow keys (and Home, End) move between rows, scrolling as they go.
 */
export function HistoryList({
  requests,
  chain,
  hasNextPage,
  isFetchingNextPage,
  nextPageFailed,
  fetchNextPage,
  onOpen,
  initialOffset,
  onOffsetChange,
  initialFocusIndex,
}: HistoryListProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.history
  const viewport = useRef<HTMLDivElement>(null)
  const count = requests.length + 1 // the footer
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => viewport.current,
    estimateSize: () => historyRowHeight,
    overscan: 4,
    initialOffset,
    getItemKey: (index) => requests[index]?.id ?? 'footer',
    onChange: (instance) => onOffsetChange?.(instance.scrollOffset ?? 0),
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items[items.length - 1]?.index ?? -1
  const footerInView = lastIndex >= requests.length
  useEffect(() => {
    if (footerInView && hasNextPage && !isFetchingNextPage && !nextPageFailed) void fetchNextPage()
  }, [footerInView, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage])

  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return (date: Date) => format.format(date)
  }, [locale])

  // Roving focus: the row last moved to is the list's Tab stop while it is rendered, else the first one in view.
  const [focusIndex, setFocusIndex] = useState<number | undefined>(initialFocusIndex)
  const [pendingFocus, setPendingFocus] = useState<number | undefined>(initialFocusIndex)
  useEffect(() => {
    if (pendingFocus === undefined) return
    const row = viewport.current?.querySelector<HTMLElement>(`[data-index="${pendingFocus}"]`)
    if (row) {
      row.focus()
      setPendingFocus(undefined)
    }
  })
  const rendered = items.some((i) => i.index === focusIndex && focusIndex < requests.length)
  const tabStop = rendered ? focusIndex : items[0]?.index
  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(requests.length - 1, index))
    virtualizer.scrollToIndex(target)
    setFocusIndex(target)
    setPendingFocus(target)
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const page = Math.max(1, Math.floor((viewport.current?.clientHeight ?? 0) / historyRowHeight))
    const to = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: requests.length - 1,
    }[event.key]
    if (to === undefined) return
    event.preventDefault()
    moveTo(to)
  }

  return (
    <div ref={viewport} className="cp-history__viewport">
      <div className="cp-history__sizer" style={{ height: virtualizer.getTotalSize() }}>
        <ul className="cp-history__list" aria-label={m.listLabel}>
          {items
            .filter((item) => item.index < requests.length)
            .map((item) => {
              const request = requests[item.index]!
              return (
                <li
                  key={item.key}
                  className="cp-history__item"
                  aria-setsize={hasNextPage ? -1 : requests.length}
                  aria-posinset={item.index + 1}
                  style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                >
                  <HistoryRow
                    request={request}
                    index={item.index}
                    formatTime={formatTime}
                    chain={chain}
                    tabbable={item.index === tabStop}
                    onOpen={() => {
                      setFocusIndex(item.index)
                      onOpen(request, item.index)
                    }}
                    onKeyDown={onKeyDown(item.index)}
                  />
                </li>
              )
            })}
        </ul>
        {footerInView && (
          <div
            className="cp-history__footer"
            style={{
              height: historyRowHeight,
              transform: `translateY(${requests.length * historyRowHeight}px)`,
            }}
            data-state={nextPageFailed ? 'error' : hasNextPage ? 'loading' : 'end'}
            role="status"
          >
            {nextPageFailed ? (
              <>
                <span>{m.loadMoreError}</span>
                <button
                  type="button"
                  className="cp-button cp-button--ghost cp-button--small"
                  onClick={fetchNextPage}
                >
                  {m.retry}
                </button>
              </>
            ) : hasNextPage ? (
              m.loadingMore
            ) : (
              m.end
            )}
          </div>
        )}
      </div>
    </div>
  )
}
