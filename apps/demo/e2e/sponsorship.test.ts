import type { Quote } from '@crosspay/core'
import { describeSponsorship, type SponsorshipQuoteParameters } from '@crosspay/core/sponsorship'
import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 5 })

/** A USD amount as the widget shows it: to the cent, cut toward zero (`0.019` is `$0.01`). */
const usd = (value: string) =>
  (
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }) as Intl.NumberFormat & {
      format(value: string): string
    }
  ).format(value.replace(/^(-?\d+)(\.\d{0,2})?\d*$/, '$1$2'))

/** Sets the server's policy through the integrator page's form: fees sponsored, with this cap (USD). */
async function sponsorUpTo(page: Page, cap: string) {
  await page.goto(`${server.url}/#/integrator`)
  const form = page.locator('form.demo-form').filter({ hasText: "Sponsor users' fees" })
  const sponsor = form.getByLabel("Sponsor users' fees from the app balance")
  if (!(await sponsor.isChecked())) await sponsor.check()
  await form.getByText(/Every quote through the proxy is sponsored/).waitFor()
  await form.getByLabel('Cap per quote (USD)').fill(cap)
  await form.getByRole('button', { name: 'Apply cap' }).click()
  await expect
    .poll(
      async () =>
        JSON.parse((await form.getByTestId('policy-json').textContent()) ?? '{}').maxSubsidizationAmount,
    )
    .toBe(String(Math.round(Number(cap) * 1e6)))
  await page
    .locator('form.demo-form[data-state="success"]')
    .filter({ hasText: "Sponsor users' fees" })
    .waitFor()
}

/** Quotes 0.01 ETH on the bridge page; answers the quote the panel shows and the body the browser asked it with. */
async function quoteOnBridge(page: Page) {
  await page.goto(`${server.url}/#/bridge`)
  await connectDevWallet(page, 2)
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname.startsWith('/api/crosspay/quote') &&
      r.ok(),
  )
  await page.getByLabel('You pay', { exact: true }).fill('0.01')
  const response = await answered
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })
  // The details under the one summary line: the sponsorship's headline and every fee, each marked once.
  await page.locator('.cp-quote-line__summary').click()
  return {
    quote: (await response.json()) as Quote,
    body: response.request().postDataJSON() as SponsorshipQuoteParameters,
  }
}

test('behavior: sponsorship without a limit covers every fee; a cap below the fees leaves the user the rest', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const notice = page.locator('.cp-sponsorship')

  // A fresh demo is sponsored in full (the server's default policy, a $5 cap), nothing to switch on: the sponsor
  // pays every fee, the destination network fee included.
  const full = await quoteOnBridge(page)
  await notice.and(page.locator('[data-state="full"]')).waitFor({ timeout: scaleTimeout(15_000) })
  expect(await notice.locator('.cp-sponsorship__headline').textContent()).toBe(
    'The crosspay demo pays the fees of this transfer',
  )
  const fullDescription = describeSponsorship(full.body, full.quote)
  // The quote confirms it: the service subsidizes every coverable fee; the user's destination fee is zero.
  expect(fullDescription.userPaysTotal.amount).toBe('0')
  expect(fullDescription.components.execution.userPays.amount).toBe('0')
  expect(Number(full.quote.fees?.subsidized?.amountUsd)).toBeGreaterThan(0)
  expect(full.quote.fees?.subsidized?.amountUsd).toBe(fullDescription.sponsoredTotal.amountUsd)
  // The summary line says who pays; the fee rows mark each sponsored fee once (the notice no longer lists them).
  expect(await page.locator('.cp-quote-line__summary').textContent()).toMatch(/paid by The crosspay demo/)
  const fees = page.locator('.cp-quote-line .cp-fees')
  const destination = fees.locator('[data-component="relayerGas"]')
  expect(await destination.getAttribute('data-payer')).toBe('sponsor')
  expect(await destination.locator('dd').textContent()).not.toContain('You pay')
  // Only the origin network fee (never sponsored) is the user's.
  expect(
    await fees.locator('[data-payer="split"], [data-payer="user"]:not([data-component="gas"])').count(),
  ).toBe(0)
  expect(await notice.locator('.cp-sponsorship__row').count()).toBe(0)
  await page.screenshot({ path: screenshotPath('sponsorship-full'), fullPage: true })

  // A cap below the quote's fees: the sponsor pays up to it, the notice shows what the user pays above it.
  await sponsorUpTo(page, '0.1')
  const partial = await quoteOnBridge(page)
  await notice.and(page.locator('[data-state="partial"]')).waitFor({ timeout: scaleTimeout(15_000) })
  const description = describeSponsorship(partial.body, partial.quote)
  // The service subsidized exactly the cap; the user pays the rest.
  expect(partial.quote.fees?.subsidized?.amountUsd).toBe('0.100000')
  expect(description.capHit).toBe(true)
  expect(Number(description.userPaysTotal.amountUsd)).toBeGreaterThan(0)
  expect(await notice.locator('.cp-sponsorship__headline').textContent()).toBe(
    `The crosspay demo pays up to ${usd('0.1')} of the fees; you pay the rest`,
  )
  // Each destination fee the user pays part of: its row says who pays, and the user's part in USD.
  let shown = 0
  for (const c of ['relayerGas', 'relayerService'] as const) {
    const share = description.fees[c]
    if (Number(share.userPays.amountUsd) === 0) continue
    shown++
    const row = page.locator(`.cp-quote-line .cp-fees [data-component="${c}"]`)
    expect(await row.getAttribute('data-payer')).toBe(share.payer)
    expect(await row.locator('dd').textContent()).toContain(usd(share.userPays.amountUsd))
  }
  expect(shown).toBeGreaterThan(0)
  await page.screenshot({ path: screenshotPath('sponsorship-partial'), fullPage: true })

  // The integrator page turns it off: the proxy strips the sponsorship, the panel shows none.
  await page.goto(`${server.url}/#/integrator`)
  const form = page.locator('form.demo-form').filter({ hasText: "Sponsor users' fees" })
  await form.getByLabel("Sponsor users' fees from the app balance").uncheck()
  await form
    .getByText('Quotes through the proxy are not sponsored: it strips the sponsorship fields.')
    .waitFor()
  const off = await quoteOnBridge(page)
  expect(Number(off.quote.fees?.subsidized?.amountUsd ?? 0)).toBe(0)
  expect(off.body).not.toHaveProperty('subsidizeFees')
  expect(await notice.count()).toBe(0)
})
