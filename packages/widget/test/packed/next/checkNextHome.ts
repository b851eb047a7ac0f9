import type { Browser } from 'playwright-core'
import { expect } from 'vitest'
import { scaleTimeout } from '../../../../simulator/src/node/testing/scaleTimeout'
import { watchPage } from './watchPage'

/**
 * The example's home page as a visitor gets it, following `requestId`: the server HTML already holds the panel,
 * the history and the status (and never the key); in Chromium it hydrates without a warning or a console error,
 * quotes 0.01 ETH, lists the history through the proxy and shows the request's amounts (looked up in that history).
 */
export async function checkNextHome(
  browser: Browser,
  url: string,
  requestId: string,
  bundler: string,
): Promise<void> {
  const home = `${url}/?request=${requestId}`
  const html = await (await fetch(home)).text()
  expect(html).toContain('class="cp-panel"')
  expect(html).toContain('Bridge &amp; swap')
  expect(html).toContain('class="cp-history"')
  expect(html).toContain('class="cp-status"')
  expect(html).not.toContain('demo-key')

  const { page, problems } = await watchPage(browser)
  const proxied: { path: string; status: number }[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/api/crosspay/')) proxied.push({ path, status: response.status() })
  })
  await page.goto(home)
  const panel = page.locator('.cp-panel')
  await panel
    .locator('.cp-card[data-side="origin"]')
    .getByText('ETH')
    .first()
    .waitFor({ timeout: scaleTimeout(30_000) })
  await panel.getByLabel('You pay', { exact: true }).fill('0.01')
  const receive = panel.locator('.cp-card[data-side="destination"][data-exact]')
  await receive.waitFor({ timeout: scaleTimeout(30_000) })
  expect(await receive.textContent()).toContain('ETH')

  const history = page.locator('.cp-history[data-state="ready"]')
  await history.waitFor({ timeout: scaleTimeout(30_000) })
  expect(await history.locator('.cp-history__row').count()).toBeGreaterThan(0)
  expect(proxied).toContainEqual({ path: '/api/crosspay/requests/v3', status: 200 })

  const status = page.locator('.cp-status[data-status="success"]')
  await status.getByText('You sent').waitFor({ timeout: scaleTimeout(30_000) })
  expect(problems).toEqual([])
  if (process.env.CROSSPAY_PACKED_SCREENSHOT)
    await page.screenshot({
      path: process.env.CROSSPAY_PACKED_SCREENSHOT.replace('.png', `-next-${bundler.toLowerCase()}.png`),
      fullPage: true,
    })
  await page.close()
}
