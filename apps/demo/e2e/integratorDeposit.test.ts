import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type DemoServer, startDemoServer } from '../server/startDemoServer'
import { launchChromium } from './launchChromium'
import { screenshotPath } from './screenshotPath'

const distDir = inject('distDir')
let server: DemoServer
let browser: Browser

beforeAll(async () => {
  server = await startDemoServer({ port: 0, history: 5, distDir })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

test('behavior: the integrator page shows the app balance, and a deposit from the development wallet raises it', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  await page.goto(`${server.url}/#/integrator`)
  const total = page.getByTestId('app-balance-total')
  await total.getByText('$').waitFor()
  const before = dollars(await total.textContent())
  expect(before).toBeGreaterThan(0)

  await page.getByLabel('Development wallet (local test accounts)').selectOption({ label: '#1 0x7099…79C8' })
  await page.getByText(/Development wallet #1: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8/).waitFor()
  await page.getByLabel('Deposit (ETH on Base (local))').fill('0.5')
  await page.getByRole('button', { name: 'Deposit' }).click()
  await page.getByText(/Deposit 0x[0-9a-f]{8}… credited\./).waitFor({ timeout: 30_000 })

  const after = dollars(await total.textContent())
  // 0.5 ETH at the simulator's price, credited to the sponsorship wallet.
  expect(after).toBeGreaterThan(before + 100)
  await page.screenshot({ path: screenshotPath('integrator-deposit'), fullPage: true })
})
