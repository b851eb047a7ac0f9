import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { connectOnBase } from './connectOnBase'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { startBridge } from './startBridge'
import { waitDepositSent } from './waitDepositSent'

const { server, browser } = setupDemo({ history: 5 })

/** Records, in the page, whether the panel's main button was ever enabled for a new transfer (from the first paint). */
const watchBridge = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { bridgeOffered?: boolean }
    w.bridgeOffered = false
    const check = () => {
      const button = document.querySelector<HTMLButtonElement>('.cp-panel button[data-action="ready"]')
      if (button && !button.disabled) w.bridgeOffered = true
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
  })
const bridgeOffered = (page: Page) =>
  page.evaluate(() => (window as unknown as { bridgeOffered?: boolean }).bridgeOffered)

test('behavior: a reload after the deposit was sent tracks it at once: no press, no enabled Bridge, one transaction', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  await page.goto(`${server.url}/#/bridge`)
  const { account, base, nonce } = await connectOnBase(page, server.url, 1)

  await startBridge(page, '0.02')
  // The deposit is sent (its hash is in the progress the executor keeps); the transfer has not finished.
  await waitDepositSent(page)
  expect(await page.locator('.cp-progress').getAttribute('data-status')).not.toBe('success')
  await watchBridge(page)
  await page.reload()

  // Nothing is left to sign: the panel follows the request by itself, the form never offered meanwhile.
  await page.locator('.cp-progress').waitFor({ timeout: scaleTimeout(30_000) })
  await page.screenshot({ path: screenshotPath('reload-resume-tracking'), fullPage: true })
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(30_000) })
  await page.locator('[data-step="deposit"] .cp-step__item[data-state="complete"]').waitFor()
  expect(await bridgeOffered(page)).toBe(false)

  // One deposit on Base, however many times the page was loaded.
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  await page.screenshot({ path: screenshotPath('reload-resume-complete'), fullPage: true })
  await page.close()
})

test('behavior: a reload right after Bridge: no enabled Bridge until the request settles, one deposit', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  await page.goto(`${server.url}/#/bridge`)
  const { account, base, nonce } = await connectOnBase(page, server.url, 3)

  await page.getByLabel('You pay', { exact: true }).fill('0.02')
  await watchBridge(page)
  await page.locator('.cp-panel button[data-action="ready"]').click({ timeout: scaleTimeout(15_000) })
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  // Reloaded the moment the executor has stored the execution (before, or just as, the wallet sends).
  await page.waitForFunction(
    () => Object.keys(localStorage).some((key) => /^crosspay\.execution\.0x[0-9a-f]{64}$/.test(key)),
    undefined,
    { polling: 'raf' },
  )
  await page.reload()
  await page.getByText(new RegExp(`^Development wallet #3: ${account}`)).waitFor()

  // The earlier transfer holds the form: tracked at once when its deposit is known, else offered to resume.
  const tracking = page.locator('.cp-progress')
  const offer = page.locator('.cp-resume[data-state="unfinished"]')
  await tracking
    .or(offer)
    .first()
    .waitFor({ timeout: scaleTimeout(30_000) })
  if (await offer.isVisible()) {
    expect(await page.locator('.cp-panel button[data-action]').getAttribute('data-action')).toBe('held')
    await page.screenshot({ path: screenshotPath('reload-held'), fullPage: true })
    await offer.getByRole('button', { name: 'Resume' }).click()
  }
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(60_000) })
  expect(await bridgeOffered(page)).toBe(false)
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  await page.close()
})
