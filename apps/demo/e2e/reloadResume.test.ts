import { scaleTimeout } from '@crosspay/simulator/node'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type DemoServer, startDemoServer } from '../server/startDemoServer'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { launchChromium } from './launchChromium'
import { screenshotPath } from './screenshotPath'

let server: DemoServer
let browser: Browser

beforeAll(async () => {
  server = await startDemoServer({ port: 0, seed: 1, history: 5, distDir: inject('distDir') })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

test('behavior: a reload after the deposit was sent offers Resume, which reaches success without a second transaction', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  await page.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(page, 1)
  const base = chainClient(server.url, 8453)
  const nonce = await base.getTransactionCount({ address: account })

  await page.getByLabel('You pay', { exact: true }).fill('0.02')
  await page.locator('.cp-panel button[data-action="ready"]').click({ timeout: scaleTimeout(15_000) })
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  // The deposit is sent (its hash is in the progress the executor keeps); the transfer has not finished.
  await page
    .locator(
      '[data-step="deposit"] .cp-step__item:is([data-state="submitted"], [data-state="confirming"], [data-state="complete"])',
    )
    .waitFor({ timeout: scaleTimeout(30_000) })
  expect(await page.locator('.cp-progress').getAttribute('data-status')).not.toBe('success')
  await page.reload()

  // The panel offers the unfinished transfer; the wallet reconnected by itself (wagmi's storage), ready to continue.
  const resume = page.locator('.cp-resume[data-state="unfinished"]')
  await resume.waitFor()
  await page.getByText(new RegExp(`^Development wallet #1: ${account}`)).waitFor()
  await page.screenshot({ path: screenshotPath('reload-resume-offer'), fullPage: true })
  await resume.getByRole('button', { name: 'Resume' }).click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(30_000) })
  await page.locator('[data-step="deposit"] .cp-step__item[data-state="complete"]').waitFor()

  // One deposit on Base, however many times the page was loaded.
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  await page.screenshot({ path: screenshotPath('reload-resume-complete'), fullPage: true })
})
