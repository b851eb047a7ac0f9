import { scaleTimeout } from '@crosspay/simulator/node'
import { watchPageErrors } from '@crosspay/test'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { watchQuotes } from './watchQuotes'

// What a newcomer meets in the first minute, on a fresh demo (its server's default policy), at 360 px in dark:
// every page without an uncaught error or an unexpected console message (launchChromium fails the test on any).
const { server, browser } = setupDemo({ history: 20 })

const phone = { viewport: { width: 360, height: 800 }, colorScheme: 'dark' as const }

/** Every request the demo's proxy answers `GET /requests/v3` with for `id`. */
const listed = async (id: string) => {
  const response = await fetch(`${server.url}/api/crosspay/requests/v3?id=${id}`)
  return ((await response.json()) as { requests: { id: string }[] }).requests
}

/** Whether every `<img>` in `scope` loaded (a broken logo has no natural width), and their URLs. */
const images = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: (img as HTMLImageElement).currentSrc,
      loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    })),
  )

test('behavior: every page opens clean at 360 px in dark; no browser wallet is explained; the guide is dismissed for good', async () => {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  for (const name of ['bridge', 'history', 'status', 'integrator']) {
    await page.goto(`${server.url}/#/${name}`)
    await page.locator('main h1').waitFor()
    // The page's title once: the History page's widget names whose requests they are, not "History" again.
    expect(await page.getByRole('heading', { name: /^History$/ }).count()).toBe(name === 'history' ? 1 : 0)
    if (name === 'history')
      await page
        .locator('.cp-history__row')
        .first()
        .waitFor({ timeout: scaleTimeout(15_000) })
    if (name === 'integrator')
      await page.locator('.cp-app-balance__total[data-name="total"] dd').getByText('$').waitFor()
  }

  // This browser has no wallet extension: no button that can only fail, a note pointing to the development wallet.
  expect(await page.getByRole('button', { name: 'Browser wallet' }).count()).toBe(0)
  await page.getByText(/^No browser wallet here .* pick a test account of the development wallet/).waitFor()

  // The first-run guide: which account, what the local chains are, where request ids come from; dismissed for good.
  const guide = page.getByRole('complementary', { name: 'First minute' })
  expect(await guide.textContent()).toMatch(/#7 is the sponsorship wallet.*anvil chains.*request id/s)
  await page.screenshot({ path: screenshotPath('first-minute-guide-360-dark'), fullPage: true })
  await guide.getByRole('button', { name: 'Got it' }).click()
  await page.reload()
  await page.locator('main h1').waitFor()
  expect(await page.getByRole('complementary', { name: 'First minute' }).count()).toBe(0)
  await context.close()
})

test('behavior: a fresh demo quotes sponsored in full with icons from its own origin; quotes nobody sent stay out of History', async () => {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const quotes = watchQuotes(page)
  await page.goto(`${server.url}/#/bridge`)
  await connectDevWallet(page, 4)
  // Nothing switched on anywhere: the server's default policy sponsors every fee (up to 5 USD a quote).
  await page.getByLabel('You pay', { exact: true }).fill('0.01')
  // In the details under the summary line (closed): present, its headline naming the sponsor.
  const notice = page.locator('.cp-sponsorship[data-state="full"]')
  await notice.waitFor({ state: 'attached', timeout: scaleTimeout(15_000) })
  expect(await notice.locator('.cp-sponsorship__headline').textContent()).toBe(
    'The crosspay demo pays the fees of this transfer',
  )
  // A second quote (another amount): two request ids, neither sent.
  await page.getByLabel('You pay', { exact: true }).fill('0.02')
  await expect.poll(() => quotes.size, { timeout: scaleTimeout(15_000) }).toBeGreaterThanOrEqual(2)
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })
  for (const id of quotes.keys()) {
    expect(await listed(id)).toEqual([])
    const status = await fetch(`${server.url}/api/crosspay/intents/status/v3?requestId=${id}`)
    expect(((await status.json()) as { status: string }).status).toBe('waiting')
  }

  // The panel's and the picker's icons: the simulator's own, through this origin, every one loaded.
  const panelIcons = await images(page, '.cp-panel img.cp-token-icon')
  expect(panelIcons.length).toBeGreaterThan(0)
  for (const icon of panelIcons)
    expect(icon).toEqual({ src: expect.stringMatching(`^${server.url}/icons/`), loaded: true })
  await page.locator('.cp-side[data-side="destination"] button').first().click()
  await page.locator('.cp-picker').waitFor()
  await expect
    .poll(async () => (await images(page, '.cp-picker img')).every((icon) => icon.loaded), {
      timeout: scaleTimeout(15_000),
    })
    .toBe(true)
  const pickerIcons = await images(page, '.cp-picker img')
  expect(pickerIcons.length).toBeGreaterThan(3)
  for (const icon of pickerIcons) expect(icon.src.startsWith(`${server.url}/icons/`)).toBe(true)
  await page.screenshot({ path: screenshotPath('first-minute-picker-360-dark'), fullPage: true })
  await page.keyboard.press('Escape')
  await context.close()
})

test('behavior: a reload keeps the wallet, the route and amount (a link shares them, in this tab too) and the theme', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 1000 } })
  const page = await context.newPage()
  await page.goto(`${server.url}/#/bridge`)
  await connectDevWallet(page, 2)
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await page.getByLabel('You pay', { exact: true }).fill('0.03')
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })
  await expect.poll(() => new URL(page.url()).hash).toContain('amount=0.03')
  const link = page.url()
  expect(link).toMatch(/from=8453%3A0x0{40}&to=10%3A0x0{40}&amount=0\.03/)

  await page.reload()
  await page.getByText(/^Development wallet #2: 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC/).waitFor()
  expect(await page.getByLabel('You pay', { exact: true }).inputValue()).toBe('0.03')
  expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true')
  expect(await page.locator('.demo').getAttribute('data-theme')).toBe('dark')
  // Quoted again for the same account and amount, without anyone typing.
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })

  // The link in another browser: the same route and amount; no wallet (that one is this browser's).
  const other = await browser.newContext({ viewport: { width: 1100, height: 1000 } })
  const shared = await other.newPage()
  await shared.goto(link)
  await shared.getByLabel('You pay', { exact: true }).waitFor()
  expect(await shared.getByLabel('You pay', { exact: true }).inputValue()).toBe('0.03')
  await shared.getByText('No wallet connected.').waitFor()
  await other.close()

  // A link with another amount opened in the same tab (only the hash changes): the panel reads it, the old amount
  // does not overwrite it.
  await page.goto(link.replace('amount=0.03', 'amount=0.05'))
  await expect
    .poll(() => page.getByLabel('You pay', { exact: true }).inputValue(), { timeout: scaleTimeout(5_000) })
    .toBe('0.05')
  await expect.poll(() => new URL(page.url()).hash).toContain('amount=0.05')
  await context.close()
})

test('behavior: Status refuses an id of the wrong form before asking, and says plainly when an id is unknown', async () => {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/intents/status')) asked.push(request.url())
  })
  await page.goto(`${server.url}/#/status`)
  await page.getByLabel('Request id').fill('abc')
  await page.getByRole('button', { name: 'Show status' }).click()
  await page.getByText('Not a request id. A request id is 0x followed by 64 hex digits (0–9, a–f).').waitFor()
  expect(await page.getByLabel('Request id').getAttribute('aria-invalid')).toBe('true')
  expect(asked).toEqual([])
  await page.goto(`${server.url}/#/status/not-an-id`)
  await page.getByText(/^Not a request id\./).waitFor()
  expect(asked).toEqual([])
  expect(await page.locator('.cp-status').count()).toBe(0)

  // A well-formed id nobody issued: the service answers 404 (the console reports the response), shown at once.
  watchPageErrors(page).allow(/status of 404 .*\/api\/crosspay\/intents\/status\/v3/)
  const unknown = `0x${'ab'.repeat(32)}`
  await page.goto(`${server.url}/#/status/${unknown}`)
  const error = page.locator('.cp-status__error[data-error="notFound"]')
  await error.waitFor({ timeout: scaleTimeout(15_000) })
  // No empty headline line above the message.
  expect(await page.locator('.cp-status__headline').isVisible()).toBe(false)
  const [title, message] = await Promise.all([
    page.locator('.cp-status__header').boundingBox(),
    error.boundingBox(),
  ])
  expect((message?.y ?? 0) - ((title?.y ?? 0) + (title?.height ?? 0))).toBeLessThan(30)
  expect(asked.length).toBeGreaterThan(0)
  await page.screenshot({ path: screenshotPath('status-unknown-360-dark'), fullPage: true })
  await context.close()
})
