import { scaleTimeout } from '@crosspay/simulator/node'
import { expect, test } from 'vitest'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 5 })

test('behavior: a sponsored bridge from the development wallet completes on the local chains and links to its status', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  // A fresh demo is sponsored (the server's default policy): the panel's notice names the sponsor.
  await page.goto(`${server.url}/#/bridge`)
  await page.getByLabel('Development wallet (local test accounts)').selectOption({ label: '#3 0x90F7…b906' })
  const wallet = page.getByText(/Development wallet #3: 0x.* ETH/)
  await wallet.waitFor()
  expect((await wallet.textContent()) ?? '').toContain('10,000 ETH')
  await page.getByLabel('You pay', { exact: true }).fill('0.01')
  // The one summary line under the cards names the sponsor.
  await page
    .locator('.cp-quote-line__summary')
    .getByText(/paid by The crosspay demo/)
    .waitFor({ timeout: scaleTimeout(15_000) })
  await page.screenshot({ path: screenshotPath('bridge-quote'), fullPage: true })

  // Executing replaces the panel's form: no "Form submission canceled because the form is not connected" warning
  // (launchChromium fails the test on any console warning).
  await page.getByRole('button', { name: 'Bridge', exact: true }).click()
  // The review before the wallet: the prompt to expect, then Confirm.
  await page.getByRole('region', { name: 'Review' }).getByText('Deposit').waitFor()
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  await page.getByText('Transfer complete').waitFor({ timeout: scaleTimeout(30_000) })
  const explorer = await page.getByRole('link', { name: 'View transaction' }).getAttribute('href')
  expect(explorer?.startsWith(`${server.url}/explorer/8453/tx/0x`)).toBe(true)
  // The wallet paid the 0.01 ETH (its balance is refreshed after the transfer).
  // Formatted as the panel formats amounts (grouped, cut toward zero, never rounded up to 9999.9900).
  await page.getByText(/Development wallet #3: 0x.* 9,999\.98\d{1,4} ETH/).waitFor()
  await page.screenshot({ path: screenshotPath('bridge-complete'), fullPage: true })

  const link = page.getByRole('region', { name: 'Requests started here' }).getByRole('link')
  const requestId = (await link.textContent()) ?? ''
  expect(requestId).toMatch(/^0x[0-9a-f]{64}$/)
  await link.click()
  await page.getByRole('heading', { name: 'Status', exact: true, level: 1 }).waitFor()
  expect(await page.getByLabel('Request id').inputValue()).toBe(requestId)
  // The widget's RequestStatus follows that request through the proxy to its end.
  await page
    .locator('.demo-status .cp-status[data-status="success"]')
    .waitFor({ timeout: scaleTimeout(30_000) })
  await page.getByText('Done: the funds have arrived').waitFor()
  await page.screenshot({ path: screenshotPath('bridge-status'), fullPage: true })

  // Sent, so listed: History shows it (a quote alone never is), and its row opens its status.
  await page.goto(`${server.url}/#/history`)
  const row = page.locator('.cp-history__row').filter({ hasText: 'OP Mainnet (local)' }).first()
  await row.waitFor({ timeout: scaleTimeout(15_000) })
  const listed = (await (await fetch(`${server.url}/api/crosspay/requests/v3?id=${requestId}`)).json()) as {
    requests: { id: string; status: string }[]
  }
  expect(listed.requests.map((r) => [r.id, r.status])).toEqual([[requestId, 'success']])

  // A reload keeps the requests started here, and the wallet.
  await page.goto(`${server.url}/#/bridge`)
  await page.reload()
  await page.getByText(/^Development wallet #3: 0x90F79bf6EB2c4f870365E785982E1f101E93b906/).waitFor()
  const started = page.getByRole('region', { name: 'Requests started here' }).getByRole('link')
  await started.first().waitFor()
  expect(await started.allTextContents()).toEqual([requestId])
})
