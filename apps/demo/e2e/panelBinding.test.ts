// The bridge panel on the real local stack (demo server, anvil chains, headless Chromium): what the user meant is
// what moves. A click right after an edit never sends the quote made for the old amount; amounts are read in the
// browser's locale; the picker works by keyboard alone.
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { setupDemo } from './setupDemo'
import { startedRequestId } from './startedRequestId'
import { watchQuotes } from './watchQuotes'

const { server, browser } = setupDemo({ history: 0 })

test('behavior: an edit and an immediate click send nothing until the new quote, then exactly the new amount', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  const quotes = watchQuotes(page)
  await page.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(page, 2)
  const base = chainClient(server.url, 8453)
  const amount = page.getByLabel('You pay', { exact: true })
  const button = page.locator('.cp-panel button[data-action]')
  await amount.fill('0.01')
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: 15_000 })
  const nonce = await base.getTransactionCount({ address: account })
  const balance = await base.getBalance({ address: account })

  // The quote for 0.02 is held at the network until the click has been made: on a loaded machine it could
  // otherwise arrive between the edit and the click, and the click would rightly send it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname.startsWith('/api/crosspay/quote'),
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { amount?: string }
      if (body.amount === parseEther('0.02').toString()) await held
      await route.continue()
    },
  )
  // The edit, and the click at once (forced: no waiting for the button to be enabled).
  await amount.fill('0.02')
  await button.click({ force: true })
  expect(await button.getAttribute('data-action')).toBe('updating')
  expect(await button.textContent()).toBe('Updating quote…')
  release()
  // The quote for 0.02 arrives; the early click started nothing.
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: 15_000 })
  expect(await page.locator('.cp-progress').count()).toBe(0)
  expect(await base.getTransactionCount({ address: account })).toBe(nonce)

  await button.click()
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: 30_000 })
  const requestId = await startedRequestId(page)
  // The quote executed was made for 0.02 ETH, and one transaction of 0.02 ETH (plus its gas) left the wallet.
  const executed = quotes.get(requestId.toLowerCase())
  expect(executed?.details?.currencyIn?.amount).toBe(parseEther('0.02').toString())
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  const spent = balance - (await base.getBalance({ address: account }))
  expect(spent).toBeGreaterThanOrEqual(parseEther('0.02'))
  expect(spent).toBeLessThan(parseEther('0.021'))
})

/** The amounts of every quote the page asks for (request bodies through the demo's proxy), in order. */
function watchQuoteAmounts(page: Page): string[] {
  const amounts: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/api/crosspay/quote'))
      return
    const body = JSON.parse(request.postData() ?? '{}') as { amount?: string }
    if (body.amount) amounts.push(body.amount)
  })
  return amounts
}

// The browser's language is the widget's too (no `locale` prop on the demo's default): German and French words.
test.each([
  { locale: 'de-DE', label: 'Du zahlst', typed: '1.234,5', readAs: 'Gelesen als 1.234,5 ETH' },
  { locale: 'fr-FR', label: 'Vous payez', typed: '1\u202f234,5', readAs: 'Lu comme 1\u202f234,5 ETH' },
  { locale: 'en-IN', label: 'You pay', typed: '1,234.5', readAs: 'Read as 1,234.5 ETH' },
])(
  'parameters: browser locale $locale: $typed is quoted as 1234.5 ETH and read back',
  async ({ locale, label, typed, readAs }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1100, height: 1000 } })
    const page = await context.newPage()
    const amounts = watchQuoteAmounts(page)
    await page.goto(`${server.url}/#/bridge`)
    await page.getByLabel(label, { exact: true }).fill(typed)
    // The token (and its symbol) may still be loading when the text is typed.
    await expect
      .poll(() => page.locator('.cp-amount-input__read').textContent(), { timeout: 15_000 })
      .toBe(readAs)
    await expect.poll(() => amounts.at(-1), { timeout: 15_000 }).toBe(parseEther('1234.5').toString())
    expect(amounts).not.toContain(parseEther('12345').toString())
    await context.close()
  },
)

test('behavior: browser locale en-US: 1,5 cannot group, so it is read as 1.5 (and shown), never 15', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1100, height: 1000 } })
  const page = await context.newPage()
  const amounts = watchQuoteAmounts(page)
  await page.goto(`${server.url}/#/bridge`)
  await page.getByLabel('You pay', { exact: true }).fill('1,5')
  await expect
    .poll(() => page.locator('.cp-amount-input__read').textContent(), { timeout: 15_000 })
    .toBe('Read as 1.5 ETH')
  await expect.poll(() => amounts.at(-1), { timeout: 15_000 }).toBe(parseEther('1.5').toString())
  expect(amounts).not.toContain(parseEther('15').toString())
  await context.close()
})

test('behavior: the picker by keyboard: Enter on a chain chooses it, a token by typing and Enter, focus back', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  await page.goto(`${server.url}/#/bridge`)
  const from = page.getByRole('button', { name: /^From:/ })
  await from.waitFor()
  await from.focus()
  await page.keyboard.press('Enter')
  const picker = page.getByRole('dialog', { name: 'From: chain and token' })
  await picker.waitFor()
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')
  const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'))
  expect(await focusedRole()).toBe('combobox')
  // Back from the search field to the chains, until OP Mainnet (local) has focus.
  await picker.getByRole('button', { name: 'OP Mainnet (local)', exact: true }).waitFor()
  for (let i = 0; i < 20 && !(await focusedText()).startsWith('OP Mainnet (local)'); i++)
    await page.keyboard.press('Shift+Tab')
  expect(await focusedText()).toMatch(/^OP Mainnet \(local\)/)
  await page.keyboard.press('Enter')
  // The chain is chosen, the picker still open, focus on the search field.
  expect(
    await picker
      .getByRole('button', { name: 'OP Mainnet (local)', exact: true })
      .getAttribute('aria-pressed'),
  ).toBe('true')
  expect(await focusedRole()).toBe('combobox')
  await page.keyboard.type('ETH')
  await page.keyboard.press('Enter')
  await picker.waitFor({ state: 'detached' })
  expect(await page.locator('.cp-side[data-side="origin"] .cp-token-button__text').textContent()).toBe(
    'ETH, OP Mainnet (local)',
  )
  // Focus is back on the button that opened the picker.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog')
  expect(await focusedText()).toMatch(/^From:/)
  // Escape closes it too, focus back again.
  await page.keyboard.press('Enter')
  await picker.waitFor()
  await page.keyboard.press('Escape')
  await picker.waitFor({ state: 'detached' })
  expect(await focusedText()).toMatch(/^From:/)
})
