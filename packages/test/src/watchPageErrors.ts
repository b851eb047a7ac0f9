import type { Page } from 'playwright-core'

/** What a page reported that no test expected: uncaught errors (`pageerror`) and console errors or warnings. */
export type PageErrorWatch = {
  /** Everything unexpected so far, one line each (`pageerror: …`, `console.error: … (at <url>)`). */
  readonly unexpected: string[]
  /** Lets console messages matching `pattern` (text and source URL) pass: errors this test provokes on purpose. */
  allow(pattern: RegExp): void
}

const watches = new WeakMap<Page, PageErrorWatch>()

/**
 * Expected everywhere: the simulator's unverified tokens keep logos on a host that does not resolve, on purpose
 * (they exercise the widget's icon fallback); the browser reports each failed load.
 */
const expected = [/ERR_NAME_NOT_RESOLVED \(at https:\/\/assets\.crosspay\.local\/icons\/unverified\//]

/**
 * Records every uncaught page error and every console error or warning of `page` (the same watch for the same
 * page). `launchChromium` watches every page it opens and fails the run on anything unexpected when the browser
 * closes; `allowConsoleErrors` lets a test's own provoked errors pass.
 */
export function watchPageErrors(page: Page): PageErrorWatch {
  const known = watches.get(page)
  if (known) return known
  const allowed: RegExp[] = [...expected]
  const watch: PageErrorWatch = { unexpected: [], allow: (pattern) => void allowed.push(pattern) }
  page.on('pageerror', (error) => watch.unexpected.push(`pageerror: ${error.message} (at ${page.url()})`))
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const line = `console.${message.type()}: ${message.text()} (at ${message.location().url || page.url()})`
    if (!allowed.some((pattern) => pattern.test(line))) watch.unexpected.push(line)
  })
  watches.set(page, watch)
  return watch
}
