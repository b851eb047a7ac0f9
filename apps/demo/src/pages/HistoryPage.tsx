'use client'
import { RequestHistory } from '@crosspay/widget'
import type { DemoTheme } from '../layout/DemoTheme'

/** Props of {@link HistoryPage}. */
export type HistoryPageProps = {
  /** The page's theme, passed on to the history. */
  theme: DemoTheme
}

/**
 * History: the widget's `RequestHistory` of every request of the demo's API key (the seeded history included),
 * through the server's proxy; opening a row goes to its status page (`#/status/<id>`), an address to share.
 */
export function HistoryPage({ theme }: HistoryPageProps) {
  return (
    <RequestHistory
      theme={theme}
      // The page already says "History": the widget's own title says whose requests these are.
      messages={{ history: { title: "Every request of the demo's API key" } }}
      onSelect={(request) => {
        window.location.hash = `#/status/${encodeURIComponent(request.id)}`
      }}
    />
  )
}
