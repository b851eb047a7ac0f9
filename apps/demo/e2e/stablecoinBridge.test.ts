import { scaleTimeout } from '@crosspay/simulator/node'
import { erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { startedRequestId } from './startedRequestId'
import { watchQuotes } from './watchQuotes'

const { server, browser } = setupDemo({ history: 5 })

test('behavior: a stablecoin bridge approves, then deposits, and the recipient receives exactly the quoted output', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const quotes = watchQuotes(page)
  await page.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(page, 0)

  // USDC (the simulator's sUSDC) on Base (local) → USDC on OP Mainnet (local), chosen in the panel's picker.
  for (const [side, chain] of [
    ['From', 'Base (local)'],
    ['To', 'OP Mainnet (local)'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${side}:`) }).click()
    await page.getByRole('button', { name: chain, exact: true }).click()
    await page.getByRole('option').filter({ hasText: 'Simulated USD Coin' }).click()
  }
  const side = (name: string) => page.locator(`.cp-side[data-side="${name}"] .cp-token-button__text`)
  expect(await side('origin').textContent()).toBe('USDC, Base (local)')
  expect(await side('destination').textContent()).toBe('USDC, OP Mainnet (local)')
  await page.getByLabel('You pay', { exact: true }).fill('25')
  const bridge = page.locator('.cp-panel button[data-action]')
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })

  const base = chainClient(server.url, 8453)
  const op = chainClient(server.url, 10)
  await expect.poll(() => quotes.size).toBeGreaterThan(0)
  const quoted = [...quotes.values()].at(-1)
  const usdc = quoted?.details?.currencyOut?.currency.address as `0x${string}`
  const readUsdc = () =>
    op.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  const received = await readUsdc()
  const nonce = await base.getTransactionCount({ address: account })
  await page.screenshot({ path: screenshotPath('stablecoin-quote'), fullPage: true })

  expect(await bridge.textContent()).toBe('Approve and bridge')
  await bridge.click()
  // The review names the two wallet prompts to expect before the first one.
  const prompts = page.getByRole('region', { name: 'Review' }).getByRole('listitem')
  expect(await prompts.allTextContents()).toEqual(['Approve USDC', 'Deposit'])
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  const progress = page.locator('.cp-progress')
  await progress
    .locator('[data-step="approve"] .cp-step__item[data-state="complete"]')
    .waitFor({ timeout: scaleTimeout(30_000) })
  await progress
    .locator('[data-step="deposit"] .cp-step__item[data-state="complete"]')
    .waitFor({ timeout: scaleTimeout(30_000) })
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(30_000) })
  // Approve, deposit, and the fill on the destination chain with its link.
  expect(await progress.locator('.cp-step').count()).toBe(3)
  expect(await progress.locator('[data-step="fill"] a').getAttribute('href')).toMatch(
    /\/explorer\/10\/tx\/0x/,
  )

  // The request this panel started, and the quote it executed.
  const requestId = await startedRequestId(page)
  const quote = quotes.get(requestId.toLowerCase())
  expect(quote?.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
  const out = BigInt(quote?.details?.currencyOut?.amount ?? '0')
  expect(out).toBeGreaterThan(0n)
  await expect.poll(readUsdc, { timeout: scaleTimeout(15_000) }).toBe(received + out)
  // Two transactions from the wallet on Base: the approval and the deposit.
  expect(await base.getTransactionCount({ address: account })).toBe(nonce + 2)
  await page.screenshot({ path: screenshotPath('stablecoin-complete'), fullPage: true })
})
