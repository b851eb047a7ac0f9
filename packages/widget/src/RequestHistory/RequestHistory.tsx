'use client'
import type { RequestRecord } from '@crosspay/core'
import { WidgetRoot, type WidgetRootProps } from '../root/WidgetRoot'
import type { RequestHistoryFilters } from './RequestHistoryFilters'
import { RequestHistoryView } from './RequestHistoryView'
import { useControllableState } from './useControllableState'

/** Props of {@link RequestHistory}. */
export type RequestHistoryProps = {
  /** Only this user's requests (any of their addresses). Defaults to every request the API key may list. */
  user?: string | undefined
  /** The filters, controlled: pair with `onFiltersChange`. */
  filters?: RequestHistoryFilters | undefined
  /** The filters to start with, uncontrolled. Defaults to none. */
  defaultFilters?: RequestHistoryFilters | undefined
  /** Called with the whole new filters on every change (controlled or not). */
  onFiltersChange?: ((filters: RequestHistoryFilters) => void) | undefined
  /** Called when a row is opened (click or Enter); without it the request's status opens inline, with a way back. */
  onSelect?: ((request: RequestRecord) => void) | undefined
  /** Rows fetched per page, 1 to 50. Defaults to 20. */
  pageSize?: number | undefined
  /** `light`, `dark`, or `system`. Defaults to `system`. */
  theme?: WidgetRootProps['theme']
  /** Overrides of the default messages (the `history` and `status` groups). */
  messages?: WidgetRootProps['messages']
  /** Locale for amounts, times and the date range. Defaults to the browser's. */
  locale?: string | undefined
  /** Extra class on the root. */
  className?: string | undefined
}

/**
 * The request history (`useRequests`, `GET /requests/v3`): filters for status, origin and destination chain, token
 * and a range of days; a virtualized list (only the rows in view are in the page) that fetches the next page when
 * its end comes into view; each row (time, route, amounts in and out, status) a button that opens the request's
 * live status inline or through `onSelect`. Loading, empty, error (with a retry) and end-of-list states; the state
 * is on `data-state`. Needs the API key (through the host's proxy). Its height is `--cp-history-height` (420px).
 *
 * @example
 * <RequestHistory user={address} defaultFilters={{ status: 'refund' }} pageSize={30} theme="dark" />
 */
export function RequestHistory({
  user,
  filters,
  defaultFilters,
  onFiltersChange,
  onSelect,
  pageSize,
  theme,
  messages,
  locale,
  className,
}: RequestHistoryProps) {
  const [value, setValue] = useControllableState(filters, defaultFilters ?? {}, onFiltersChange)
  return (
    <WidgetRoot theme={theme} messages={messages} locale={locale} className={className}>
      <RequestHistoryView
        user={user}
        filters={value}
        onFiltersChange={setValue}
        onSelect={onSelect}
        pageSize={pageSize}
      />
    </WidgetRoot>
  )
}
