import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'
import { createWalletClient, type Hex, http } from 'viem'
import { expect, test } from 'vitest'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { watchQuotes } from './watchQuotes'

const { server, browser } = setupDemo({ history: 5 })

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))
/** One of the app-balance card's three totals (`total`, `holds`, `available`), in USD. */
const cardTotal = async (page: Page, name: string) =>
  dollars(await page.locator(`.cp-app-balance__total[data-name="${name}"] dd`).textContent())

test('behavior: a fast fill holds part of the app balance until the request’s deposit lands, then releases it', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } })
  const quotes = watchQuotes(page)
  // A quoted request (0.05 ETH, Base → OP), not executed by the panel.
  await page.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(page, 5)
  await page.getByLabel('You pay', { exact: true }).fill('0.05')
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })
  await expect.poll(() => quotes.size).toBeGreaterThan(0)
  const [requestId, quote] = [...quotes.entries()].at(-1) ?? []
  expect(requestId).toMatch(/^0x[0-9a-f]{64}$/)

  await page.goto(`${server.url}/#/integrator`)
  const totals = page.locator('.cp-app-balance__totals')
  await totals.waitFor({ timeout: scaleTimeout(15_000) })
  expect(await totals.getAttribute('data-state')).toBe('no-holds')
  const holds = await cardTotal(page, 'holds')
  const available = await cardTotal(page, 'available')
  expect(available).toBeGreaterThan(0)

  const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Fast fill' }) })
  await form.getByLabel('Request id').fill(requestId ?? '')
  await form.getByRole('button', { name: 'Fast fill' }).click()
  await form.getByText(/^The service answered:/).waitFor({ timeout: scaleTimeout(15_000) })
  expect(await form.locator('form').getAttribute('data-state')).toBe('success')
  // The card (refreshed by the fast fill) shows the hold: outstanding grows, available shrinks by as much.
  await page
    .locator('.cp-app-balance__totals[data-state="holds-outstanding"]')
    .waitFor({ timeout: scaleTimeout(15_000) })
  const held = (await cardTotal(page, 'holds')) - holds
  expect(held).toBeGreaterThan(0)
  // The card shows cents: each figure is rounded, so the difference may be off by one cent.
  expect(Math.abs((await cardTotal(page, 'available')) - (available - held))).toBeLessThanOrEqual(0.011)
  // Holds limit every claim; the card says so, with what is available.
  await page
    .getByText(
      /^Fast-fill holds limit claims: one claim, in any currency, takes at most the \$[\d,]+\.\d\d available\.$/,
    )
    .waitFor()
  await page.screenshot({ path: screenshotPath('fast-fill-held'), fullPage: true })

  // The request's deposit lands on Base: the quote's deposit transaction, sent from the user's account (anvil
  // signs for it) through the demo's RPC relay.
  const deposit = quote?.steps.find((step) => step.id === 'deposit')?.items?.[0]?.data as
    | { to: Hex; data: Hex; value?: string }
    | undefined
  expect(deposit?.to).toBeTruthy()
  // Signed by anvil through the development wallet's same-origin route (the public /rpc relay refuses to sign).
  const wallet = createWalletClient({
    account,
    transport: http(`${server.url}/dev-wallet/8453`, { fetchOptions: { headers: { origin: server.url } } }),
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: deposit?.to as Hex,
    data: deposit?.data,
    value: BigInt(deposit?.value ?? '0'),
  })
  expect((await chainClient(server.url, 8453).waitForTransactionReceipt({ hash })).status).toBe('success')

  // The hold is released (the card refreshes on its own): nothing outstanding, the available balance back, less
  // the fees the demo sponsored for this request (its default policy), as the quote said. Figures are to the cent.
  await page
    .locator('.cp-app-balance__totals[data-state="no-holds"]')
    .waitFor({ timeout: scaleTimeout(30_000) })
  expect(await cardTotal(page, 'holds')).toBe(holds)
  const sponsored = Number(quote?.fees?.subsidized?.amountUsd ?? 0)
  expect(sponsored).toBeGreaterThan(0)
  await expect
    .poll(async () => Math.abs((await cardTotal(page, 'available')) - (available - sponsored)), {
      timeout: scaleTimeout(15_000),
    })
    .toBeLessThanOrEqual(0.011)
  await page.screenshot({ path: screenshotPath('fast-fill-released'), fullPage: true })
})
