'use client'
import { RequestHistory } from '@crosspay/widget'
import type { DemoTheme } from '../layout/DemoTheme'

/** Props of {@link HistoryPage}. */
export type HistoryPageProps = {
  /** The page's theme, passed on to the history. */
  theme: DemoTheme
  /** The language the demo's switch picked (`undefined`: the browser's), passed on to the history.*/
  locale?: string | undefined
}

/**
 * History: the widget's `RequestHistory` of every request of the demo's API key (the seeded history included),
 * through the server's proxy; opening a row goes to its status page (`#/status/<id>`), an address to share.
 */
export function HistoryPage({ theme, locale }: HistoryPageProps) {
  return (
    <RequestHistory
      theme={theme}
      locale={locale}
      // The page already says "History": the widget's own title says whose requests these are.
      messages={{ history: { title: "Every request of the demo's API key" } }}
      onSelect={(request) => {
        window.location.hash = `#/status/${encodeURIComponent(request.id)}`
      }}
    />
  )
}
