'use client'
import type { RequestRecord } from '@crosspay/core'
import { RequestStatusPanel } from '../parts/RequestStatusPanel/RequestStatusPanel'
import { WidgetRoot, type WidgetRootProps } from '../root/WidgetRoot'

/** Props of {@link RequestStatus}. */
export type RequestStatusProps = {
  /** The request to follow (a quote's `steps[0].requestId`, or a history record's `id`). */
  requestId: string
  /**
   * The request's record, when the host has it: amounts show at once. Without it the record is looked up in the
   * history (`GET /requests/v3`, needs the API key through the host's proxy; without one, amounts stay hidden).
   * `false`: never look it up.
   */
  request?: RequestRecord | false | undefined
  /** Called by the close button; without it there is no close button. */
  onClose?: (() => void) | undefined
  /** Poll every this many ms until the request ends. Defaults to 1000 (the interface's advice). */
  intervalMs?: number | undefined
  /** Follow the status stream (`true`: `${baseUrl}/ws`, or a websocket URL) instead of polling. Defaults to false. */
  websocket?: boolean | string | undefined
  /** `light`, `dark`, or `system`. Defaults to `system`. */
  theme?: WidgetRootProps['theme']
  /** Overrides of the default messages (the `status` group, and `address` for copy and explorer labels). */
  messages?: WidgetRootProps['messages']
  /** Locale for amounts and dates. Defaults to the browser's. */
  locale?: string | undefined
  /** Extra class on the root. */
  className?: string | undefined
}

/**
 * One request, live (`useRequestStatus`: polls, or the status stream): its status in words (announced with
 * `aria-live`) and as a step line, the route, the amounts when known, the deposit, delivery and refund
 * transactions with links to the chains' explorers, and on a refund or failure what happened, where the funds
 * are and what to do (`describeFailure`). An unknown id or an unreachable service is explained, never thrown.
 * The status is on `data-status`, the loading/error state on `data-state`.
 *
 * @example
 * <RequestStatus requestId={quote.steps[0].requestId} onClose={() => setOpen(false)} theme="dark" />
 */
export function RequestStatus({
  requestId,
  request,
  onClose,
  intervalMs,
  websocket,
  theme,
  messages,
  locale,
  className,
}: RequestStatusProps) {
  return (
    <WidgetRoot theme={theme} messages={messages} locale={locale} className={className}>
      <RequestStatusPanel
        requestId={requestId}
        request={request}
        onClose={onClose}
        intervalMs={intervalMs}
        websocket={websocket}
      />
    </WidgetRoot>
  )
}
