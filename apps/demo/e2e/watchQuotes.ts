import type { Quote } from '@crosspay/core'
import type { Page } from 'playwright-core'

/**
 * Records every quote the page receives through the demo's proxy (`POST /api/crosspay/quote…`), by the request id
 * its steps carry, so a test can compare what happened on chain with what was quoted for that very request.
 */
export function watchQuotes(page: Page): Map<string, Quote> {
  const quotes = new Map<string, Quote>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (response.request().method() !== 'POST' || !url.pathname.startsWith('/api/crosspay/quote')) return
    if (!response.ok()) return
    const quote = (await response.json().catch(() => undefined)) as Quote | undefined
    const requestId = quote?.steps?.find((step) => step.requestId)?.requestId
    if (quote && requestId) quotes.set(requestId.toLowerCase(), quote)
  })
  return quotes
}
