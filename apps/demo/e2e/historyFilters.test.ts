import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

// Enough seeded requests that one filter still spans several pages of 20.
const { server, browser } = setupDemo({ history: 200 })

/** How many requests the list holds (its sizer is one fixed-height row per request, plus the footer). */
const loadedRows = async (page: Page) => {
  const height = await page.locator('.cp-history__sizer').evaluate((el) => (el as HTMLElement).offsetHeight)
  return Math.round(height / 76) - 1
}

/** Status and origin chain of every row in the page. */
const renderedRows = (page: Page) =>
  page.locator('.cp-history__row').evaluateAll((rows) =>
    rows.map((row) => ({
      index: Number(row.getAttribute('data-index')),
      status: row.getAttribute('data-status'),
      origin: row.querySelector('.cp-chain')?.getAttribute('data-chain-id'),
    })),
  )

test('behavior: the history filters by status and chain, loads the next page on scrolling, and a row opens its status', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  await page.goto(`${server.url}/#/history`)
  const history = page.locator('.cp-history[data-state="ready"]')
  await history.waitFor({ timeout: scaleTimeout(15_000) })
  // Unfiltered, the seeded history mixes statuses and chains.
  const unfiltered = await renderedRows(page)
  expect(unfiltered.some((row) => row.status !== 'success' || row.origin !== '8453')).toBe(true)
  // The pages the service answers for the filtered list, in order (a row's position is its index in them).
  const pages: { id: string }[][] = []
  page.on('response', async (r) => {
    const url = new URL(r.url())
    if (
      !url.pathname.startsWith('/api/crosspay/requests') ||
      url.searchParams.get('originChainId') !== '8453'
    )
      return
    pages.push(((await r.json()) as { requests: { id: string }[] }).requests)
  })
  const listed = page.waitForResponse((r) => {
    const url = new URL(r.url())
    return (
      url.pathname.startsWith('/api/crosspay/requests') && url.searchParams.get('originChainId') === '8453'
    )
  })
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Success' })
  await page.getByLabel('From chain').selectOption({ label: 'Base (local)' })
  expect((await listed).ok()).toBe(true)
  await history.waitFor()

  // Every row shown is a successful request from Base (local).
  await expect.poll(() => loadedRows(page)).toBe(20)
  const first = await renderedRows(page)
  expect(first.length).toBeGreaterThan(0)
  for (const row of first) expect(row).toMatchObject({ status: 'success', origin: '8453' })
  await page.screenshot({ path: screenshotPath('history-filtered'), fullPage: true })

  // Scrolling to the end of the list fetches the next page: more rows, matching too.
  await page.locator('.cp-history__viewport').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await expect.poll(() => loadedRows(page), { timeout: scaleTimeout(15_000) }).toBeGreaterThan(20)
  await page.locator('.cp-history__viewport').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  const later = await renderedRows(page)
  expect(Math.max(...later.map((r) => r.index))).toBeGreaterThanOrEqual(20)
  for (const row of later) expect(row).toMatchObject({ status: 'success', origin: '8453' })
  await page.screenshot({ path: screenshotPath('history-next-page'), fullPage: true })

  // A row opens its request on the status page.
  const row = page.locator('.cp-history__row').last()
  const index = await row.getAttribute('data-index')
  await row.click()
  await page.getByRole('heading', { name: 'Status', exact: true, level: 1 }).waitFor()
  const requestId = decodeURIComponent(new URL(page.url()).hash.replace('#/status/', ''))
  expect(requestId).toBe(pages.flat()[Number(index)]?.id)
  expect(await page.getByLabel('Request id').inputValue()).toBe(requestId)
  await page
    .locator('.demo-status .cp-status[data-status="success"]')
    .waitFor({ timeout: scaleTimeout(15_000) })
  await page.screenshot({ path: screenshotPath('history-opened'), fullPage: true })
})
