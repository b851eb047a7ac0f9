// The bridge panel on the real local stack (demo server, anvil chains, headless Chromium): what the user meant is
// what moves. A click right after an edit never sends the quote made for the old amount.
import type { Browser } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type DemoServer, startDemoServer } from '../server/startDemoServer'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { launchChromium } from './launchChromium'
import { watchQuotes } from './watchQuotes'

let server: DemoServer
let browser: Browser

beforeAll(async () => {
  server = await startDemoServer({ port: 0, seed: 1, history: 0, distDir: inject('distDir') })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

test('behavior: an edit and an immediate click send nothing until the new quote, then exactly the new amount', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  const quotes = watchQuotes(page)
  await page.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(page, 2)
  const base = chainClient(server.url, 8453)
  const amount = page.getByLabel('Amount', { exact: true })
  const button = page.locator('.cp-panel button[data-action]')
  await amount.fill('0.01')
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: 15_000 })
  const nonce = await base.getTransactionCount({ address: account })
  const balance = await base.getBalance({ address: account })

  // The edit, and the click at once (forced: no waiting for the button to be enabled).
  await amount.fill('0.02')
  await button.click({ force: true })
  expect(await button.getAttribute('data-action')).toBe('updating')
  expect(await button.textContent()).toBe('Updating quote…')
  // The quote for 0.02 arrives; the early click started nothing.
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: 15_000 })
  expect(await page.locator('.cp-progress').count()).toBe(0)
  expect(await base.getTransactionCount({ address: account })).toBe(nonce)

  await button.click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: 30_000 })
  const requestId =
    (await page
      .getByRole('region', { name: 'Requests started here' })
      .getByRole('link')
      .first()
      .textContent()) ?? ''
  // The quote executed was made for 0.02 ETH, and one transaction of 0.02 ETH (plus its gas) left the wallet.
  const executed = quotes.get(requestId.toLowerCase())
  expect(executed?.details?.currencyIn?.amount).toBe(parseEther('0.02').toString())
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  const spent = balance - (await base.getBalance({ address: account }))
  expect(spent).toBeGreaterThanOrEqual(parseEther('0.02'))
  expect(spent).toBeLessThan(parseEther('0.021'))
})
