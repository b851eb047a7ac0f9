import { join } from 'node:path'
import { chromiumLaunchOptions } from '@crosspay/test'
import { chromium } from 'playwright-core'
import { expect } from 'vitest'
import { serveDirectory } from './serveDirectory'

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#627eea"/></svg>'

/**
 * Serves the scratch app's build and checks in Chromium what a user sees: the React version it runs, the chains
 * the host's own `useChains` loaded through the page's fetch stub, SwapPanel with its route, its amount field
 * refusing a 19th decimal, then quoting 0.01 ETH (estimate, sponsorship notice, fees, the main button asking for a
 * wallet), the executor's chunk fetched only once the pointer is on that button, computed styles from four of the
 * stylesheet's `@import`ed files, and no page or console error.
 */
export async function checkRenderedApp(appDir: string, chainNames: string[], react: string): Promise<void> {
  const server = await serveDirectory(join(appDir, 'dist'))
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({ viewport: { width: 480, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // Token logos are the host's network too: the simulator serves its icons (`/icons/…`) but is not running
    // here, and the unverified tokens' logo host does not resolve.
    const logoUrl = (url: URL) =>
      url.hostname === 'assets.crosspay.local' || url.pathname.startsWith('/icons/')
    await page.route(logoUrl, (route) => route.fulfill({ contentType: 'image/svg+xml', body: logo }))
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(server.url)
    expect(await page.getByTestId('react-version').textContent()).toBe(react)

    // A core hook, through the host's (stubbed) network: the simulator's chains, by name.
    const chains = page.getByTestId('chains').locator('li')
    await chains.first().waitFor({ timeout: 15_000 })
    expect(chainNames.length).toBeGreaterThan(1)
    expect(await chains.allTextContents()).toEqual(chainNames)

    // The panel: its route from the defaults, the amount field reading what is typed, then a quote.
    const panel = page.locator('.cp-panel')
    await panel.getByRole('heading', { name: 'Bridge & swap' }).waitFor({ timeout: 15_000 })
    await panel.locator('.cp-card[data-side="origin"]').getByText('ETH').first().waitFor({ timeout: 15_000 })
    const amount = panel.getByLabel('You pay', { exact: true })
    await amount.fill('0.0000000000000000001')
    await panel.getByText('This token has at most 18 decimals.').waitFor({ timeout: 5_000 })
    await amount.fill('0.01')
    // The receive card shows the quote's figure (the exact one on data-exact), in ETH.
    const receive = panel.locator('.cp-card[data-side="destination"][data-exact]')
    await receive.waitFor({ timeout: 15_000 })
    expect(await receive.getAttribute('data-exact')).toMatch(/^0\.0\d*[1-9]\d*$/)
    expect(await receive.textContent()).toContain('ETH')
    // One summary line, opening onto the fees and the sponsorship (the sponsor named once).
    const line = panel.locator('.cp-quote-line')
    expect(['full', 'partial']).toContain(await line.getAttribute('data-sponsorship'))
    expect(await line.textContent()).toContain('Acme Wallet')
    await panel.locator('.cp-quote-line__summary').click()
    await panel.locator('.cp-fees').waitFor({ timeout: 5_000 })
    await panel.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 5_000 })

    // The executor is its own chunk, not loaded with the panel: the pointer on the main button fetches it.
    const executor = () => scripts.filter((path) => /\/executionPath-[\w-]+\.js$/.test(path))
    expect(scripts.length).toBeGreaterThan(0)
    expect(executor()).toEqual([])
    await panel.getByRole('button', { name: 'Connect wallet' }).hover()
    await expect.poll(executor, { timeout: 10_000 }).toHaveLength(1)

    // @crosspay/widget/styles.css is applied: rules from three of its @imported files.
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
    expect(await style('.cp-root', 'background-color')).toBe('rgb(255, 255, 255)') // base.css
    expect(await style('.cp-amount-input--card .cp-input', 'font-weight')).toBe('600') // card.css
    expect(await style('.cp-panel', 'max-width')).toBe('480px') // panel.css
    expect(await style('.cp-quote-line', 'display')).toBe('grid') // card.css
    expect(errors).toEqual([])
    if (process.env.CROSSPAY_PACKED_SCREENSHOT)
      await page.screenshot({
        path: process.env.CROSSPAY_PACKED_SCREENSHOT.replace('.png', `-react${react}.png`),
        fullPage: true,
      })
  } finally {
    await browser.close()
    await server.close()
  }
}
