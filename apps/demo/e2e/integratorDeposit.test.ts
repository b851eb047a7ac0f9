import { scaleTimeout } from '@crosspay/simulator/node'
import { expect, test } from 'vitest'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 5 })

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

test('behavior: the integrator page shows the app balance, and a deposit from the development wallet raises it', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  await page.goto(`${server.url}/#/integrator`)
  // The widget's AppBalanceCard: its total, and its deposit form.
  const total = page.locator('.cp-app-balance__total[data-name="total"] dd')
  await total.getByText('$').waitFor()
  const before = dollars(await total.textContent())
  expect(before).toBeGreaterThan(0)
  // Dollars and cents, on every total and line (not the service's micro-dollars).
  for (const text of await page.locator('.cp-app-balance__total dd, .cp-app-balance__usd').allTextContents())
    expect(text).toMatch(/^(< )?\$[\d,]+\.\d\d$/)
  const deposit = page.locator('form.cp-app-balance__deposit')

  await page.getByLabel('Development wallet (local test accounts)').selectOption({ label: '#1 0x7099…79C8' })
  await page.getByText(/Development wallet #1: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8/).waitFor()
  await deposit.getByLabel('Deposit currency').selectOption({ label: 'ETH' })
  await deposit.getByLabel('Amount', { exact: true }).fill('0.5')
  await deposit.getByRole('button', { name: 'Deposit' }).click()
  await deposit.getByText('Deposit credited to the app balance.').waitFor({ timeout: scaleTimeout(30_000) })
  // Credited: the amount is cleared, so a second click sends nothing.
  expect(await deposit.getByLabel('Amount', { exact: true }).inputValue()).toBe('')

  // 0.5 ETH at the simulator's price, credited to the sponsorship wallet.
  await expect
    .poll(async () => dollars(await total.textContent()), { timeout: scaleTimeout(15_000) })
    .toBeGreaterThan(before + 100)
  await page.screenshot({ path: screenshotPath('integrator-deposit'), fullPage: true })
})

test('behavior: the sponsorship wallet (development account #7) claims app fees through the proxy', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  await page.goto(`${server.url}/#/integrator`)
  await page
    .getByLabel('Development wallet (local test accounts)')
    .selectOption({ label: '#7 0x14dC…9955 (sponsorship wallet)' })
  await page.getByText(/Development wallet #7: 0x14dC79964da2C08b23698B3D3cc7Ca32193d9955/).waitFor()
  const claim = page.locator('form.cp-app-balance__claim')
  // The balances load after the account is chosen: read the lines and the offer once they are on screen.
  await page.locator('.cp-app-balance__line').nth(1).waitFor()
  await claim
    .getByLabel('Currency to claim')
    .locator('option', { hasText: 'USDC on Base (local)' })
    .waitFor({ state: 'attached' })
  // Every balance line is either offered for a claim or named with the reason it is not (an SVM chain's).
  const offered = await claim.getByLabel('Currency to claim').locator('option').allTextContents()
  const notHere = (await claim.getByTestId('claim-not-here').allTextContents()).join(' ')
  const lines = await page.locator('.cp-app-balance__line').evaluateAll((items) =>
    items.map((item) => ({
      symbol: item.querySelector('.cp-app-balance__symbol')?.textContent ?? '',
      chain: (item.querySelector('.cp-app-balance__chain')?.textContent ?? '').replace(/^on /, ''),
    })),
  )
  expect(lines.length).toBeGreaterThan(1)
  for (const { symbol, chain } of lines) {
    const name = `${symbol} on ${chain}`
    expect(offered.includes(name) || notHere.includes(name), name).toBe(true)
  }
  if (notHere) expect(notHere).toMatch(/Claims pay out on EVM chains/)
  await claim.getByLabel('Currency to claim').selectOption({ label: 'USDC on Base (local)' })
  await claim.getByLabel('Amount', { exact: true }).fill('1')
  await claim.getByRole('button', { name: 'Claim' }).click()
  await claim.getByText(/^Claimed 1 USDC, paid to 0x/).waitFor({ timeout: scaleTimeout(30_000) })
  const payout = await claim.getByRole('link', { name: 'View the payout' }).getAttribute('href')
  expect(payout?.startsWith(`${server.url}/explorer/8453/tx/0x`)).toBe(true)
  await page.screenshot({ path: screenshotPath('integrator-claim'), fullPage: true })
})
