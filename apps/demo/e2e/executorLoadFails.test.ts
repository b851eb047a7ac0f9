import { scaleTimeout } from '@crosspay/simulator/node'
import { expect, test } from 'vitest'
import { chainClient } from './chainClient'
import { connectOnBase } from './connectOnBase'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { startBridge } from './startBridge'
import { startedRequestId } from './startedRequestId'
import { waitDepositSent } from './waitDepositSent'
import { watchExecutorChunk } from './watchExecutorChunk'
import { watchQuotes } from './watchQuotes'

const { server, browser } = setupDemo({ history: 5 })

test('behavior: the executor chunk fails to load: the panel says so, nothing is sent, and Try again loads it and sends once', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  let offline = true
  const seen = await watchExecutorChunk(page, () => offline)
  const quotes = watchQuotes(page)
  await page.goto(`${server.url}/#/bridge`)
  const { account, base, nonce } = await connectOnBase(page, server.url, 2)
  const optimism = chainClient(server.url, 10)
  const balance = await base.getBalance({ address: account })
  const arriving = await optimism.getBalance({ address: account })

  await page.getByLabel('You pay', { exact: true }).fill('0.01')
  const button = page.locator('.cp-panel button[data-action="ready"]')
  await button.click({ timeout: scaleTimeout(15_000) })
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  const notice = page.locator('.cp-panel [role="alert"][data-reason="load-failed"]')
  await notice.waitFor()
  expect(await notice.textContent()).toBe(
    'The part of this page that sends transfers could not be loaded (offline, or the page was updated). ' +
      'Your funds did not leave your wallet.Try again',
  )
  // The form stays, with the amount the user typed; no progress view, no wallet prompt, nothing on chain.
  expect(await page.getByLabel('You pay', { exact: true }).inputValue()).toBe('0.01')
  expect(await page.locator('.cp-progress').count()).toBe(0)
  expect(seen.walletPrompts()).toEqual([])
  expect(await base.getTransactionCount({ address: account })).toBe(nonce)
  expect(await base.getBalance({ address: account })).toBe(balance)
  expect(seen.chunkFetches).toBeGreaterThan(0)
  const panel = page.locator('.cp-panel')
  await panel.screenshot({ path: screenshotPath('executor-load-failed') })
  await page.emulateMedia({ colorScheme: 'dark' })
  await panel.screenshot({ path: screenshotPath('executor-load-failed-dark') })
  await page.setViewportSize({ width: 320, height: 1000 })
  await panel.screenshot({ path: screenshotPath('executor-load-failed-dark-320') })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1100, height: 1000 })

  // A second press while still offline fetches the chunk again (a failed import is not kept) and fails the same way.
  const fetchesBefore = seen.chunkFetches
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => seen.chunkFetches).toBeGreaterThan(fetchesBefore)
  await notice.waitFor()

  // Back online: Try again loads the executor and the transfer goes out once.
  offline = false
  await notice.getByRole('button', { name: 'Try again' }).click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(30_000) })
  expect(await page.locator('.cp-panel [role="alert"][data-reason="load-failed"]').count()).toBe(0)
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  expect(seen.walletPrompts()).toHaveLength(1)
  // The quote this press executed: the wallet paid its amount in plus the deposit's gas, and the same account
  // received exactly its amount out on OP.
  const requestId = await startedRequestId(page)
  const quote = quotes.get(requestId.toLowerCase())
  const amountIn = BigInt(quote?.details?.currencyIn?.amount ?? '0')
  const amountOut = BigInt(quote?.details?.currencyOut?.amount ?? '0')
  expect(amountIn).toBe(10n ** 16n)
  expect(amountOut).toBeGreaterThan(0n)
  const explorer = (await page.getByRole('link', { name: 'View transaction' }).getAttribute('href')) ?? ''
  const receipt = await base.getTransactionReceipt({ hash: explorer.split('/tx/')[1] as `0x${string}` })
  expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await base.getBalance({ address: account })).toBe(balance - amountIn - gas)
  await expect
    .poll(() => optimism.getBalance({ address: account }), { timeout: scaleTimeout(15_000) })
    .toBe(arriving + amountOut)
})

test('behavior: after a reload, tracking cannot load the executor: said with funds unknown, and Try again resumes (no second deposit)', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } })
  let offline = false
  const seen = await watchExecutorChunk(page, () => offline)
  await page.goto(`${server.url}/#/bridge`)
  const { account, base, nonce } = await connectOnBase(page, server.url, 3)
  await startBridge(page, '0.02')
  await waitDepositSent(page)

  // The deposit is out; the page reloads and the executor's chunk is now unreachable.
  offline = true
  await page.reload()
  // Nothing is left to sign, so the page tracks that request at once, with no press (issue 34): it needs the executor.
  await page.getByText(new RegExp(`^Development wallet #3: ${account}`)).waitFor()
  // The progress of that request stays on screen with why it stopped; a resumed request may have sent its deposit,
  // so it does not claim the funds stayed in the wallet.
  const outcome = page.locator('.cp-progress .cp-outcome[data-state="error"]')
  await outcome.waitFor()
  expect(await outcome.textContent()).toBe(
    'The part of this page that sends transfers could not be loaded (offline, or the page was updated).' +
      'We could not confirm where your funds are. Check the request status.',
  )
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  expect(await page.locator('.cp-progress').getAttribute('data-status')).toBe('error')
  await page.locator('.cp-panel').screenshot({ path: screenshotPath('executor-load-failed-resume') })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 320, height: 1000 })
  await page.locator('.cp-panel').screenshot({ path: screenshotPath('executor-load-failed-resume-dark-320') })

  // Try again resumes that request: it reaches success, one deposit in all.
  offline = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(30_000) })
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 1)
  expect(seen.walletPrompts()).toHaveLength(1)
})
