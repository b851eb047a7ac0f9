import { expect, test } from 'vitest'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 5 })

test('behavior: two tabs of one browser: the transfer running in the first shows as in progress in the second, never as Resume, and is sent once', async () => {
  // One browser context: the two pages share localStorage and Web Locks, as two tabs of one profile do.
  const context = await browser.newContext({ viewport: { width: 1100, height: 1000 } })
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto(`${server.url}/#/bridge`)
  await second.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(first, 2)
  await connectDevWallet(second, 2)
  const base = chainClient(server.url, 8453)
  const nonce = await base.getTransactionCount({ address: account })

  await first.getByLabel('You pay', { exact: true }).fill('0.02')
  await first.locator('.cp-panel button[data-action="ready"]').click({ timeout: 15_000 })
  await first.locator('.cp-panel button[data-action="confirm"]').click()
  // While the first tab runs it (it holds the request's Web Lock), the second says so and offers nothing.
  const elsewhere = second.locator('.cp-resume[data-state="elsewhere"]')
  await elsewhere.waitFor({ timeout: 30_000 })
  expect(await elsewhere.textContent()).toMatch(/in progress in another tab/)
  expect(await second.locator('.cp-resume[data-state="unfinished"]').count()).toBe(0)
  expect(await second.getByRole('button', { name: 'Resume' }).count()).toBe(0)
  const held = await second.evaluate(async () =>
    ((await navigator.locks.query()).held ?? []).map((lock) => lock.name),
  )
  expect(held.some((name) => name?.startsWith('crosspay.execution.0x'))).toBe(true)
  await second.screenshot({ path: screenshotPath('two-tabs-elsewhere'), fullPage: true })

  // The first tab finishes; the second's notice goes (settled: nothing to resume), never turning into Resume.
  await first.locator('.cp-progress[data-status="success"]').waitFor({ timeout: 60_000 })
  await elsewhere.waitFor({ state: 'detached', timeout: 30_000 })
  expect(await second.locator('.cp-resume').count()).toBe(0)
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  await context.close()
})
