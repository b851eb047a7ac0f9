import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { expect } from 'vitest'
import { serveDirectory } from './serveDirectory'

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Serves the scratch app's build and checks in Chromium what a user sees: the React version it runs, the chains `useChains` loaded through
 * the page's fetch stub, the amount input reading what is typed (and refusing a 7th decimal), the sponsorship
 * notice, computed styles from three of the stylesheet's `@import`ed files, and no page or console error.
 */
export async function checkRenderedApp(appDir: string, chainNames: string[], react: string): Promise<void> {
  const server = await serveDirectory(join(appDir, 'dist'))
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags })
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(server.url)
    expect(await page.getByTestId('react-version').textContent()).toBe(react)

    // A core hook, through the host's (stubbed) network: the simulator's chains, by name.
    const chains = page.getByTestId('chains').locator('li')
    await chains.first().waitFor({ timeout: 15_000 })
    expect(chainNames.length).toBeGreaterThan(1)
    expect(await chains.allTextContents()).toEqual(chainNames)

    // The widget's parts, working: the labelled amount input reads what is typed.
    const input = page.getByLabel('Amount')
    await input.fill('1,000.5')
    await page.locator('.cp-amount-input[data-state="valid"]').waitFor({ timeout: 5_000 })
    await input.fill('1.1234567')
    await page.getByText('This token has at most 6 decimals.').waitFor({ timeout: 5_000 })
    const notice = page.locator('.cp-sponsorship')
    expect(await notice.getAttribute('data-state')).toBe('full')
    expect(await notice.textContent()).toContain('Acme Wallet')

    // @crosspay/widget/styles.css is applied: rules from three of its @imported files.
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
    expect(await style('.cp-root', 'background-color')).toBe('rgb(255, 255, 255)') // base.css
    expect(await style('.cp-input', 'font-size')).toBe('24px') // controls.css
    expect(await style('.cp-sponsorship', 'border-top-color')).toBe('rgb(43, 138, 62)') // sponsorship.css
    expect(errors).toEqual([])
  } finally {
    await browser.close()
    await server.close()
  }
}
