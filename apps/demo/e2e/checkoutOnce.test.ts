// A shop order is paid at most once, whatever the buyer does with browsers and tabs (issue 34), on the demo's anvil
// chains: a paid order opened in another browser with another account offers no Pay (the server's order is the
// truth), and two tabs of one browser pressing Pay within the same second send one deposit. Each ends with the
// merchant's USDC on Base up by exactly the owed amount, and the payers' nonces and balances say who sent what.
import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'
import { erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { shopMerchant } from '../server/merchant/shopMerchant'
import type { ShopOrder } from '../shared/ShopOrder'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 0 })

const usdc = (chainId: number, who: `0x${string}`) =>
  chainClient(server.url, chainId).readContract({
    address: shopMerchant.currency,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [who],
  })
const merchantBalance = () => usdc(shopMerchant.chainId, shopMerchant.recipient)
const order = async (id: string) =>
  (await (await fetch(`${server.url}/demo/shop/orders/${id}`)).json()) as ShopOrder
/** What an account holds and has sent on OP and Base: its nonces, its ETH and its USDC. */
const holdings = async (who: `0x${string}`) => {
  const [op, base] = [chainClient(server.url, 10), chainClient(server.url, 8453)]
  return {
    nonces: [
      await op.getTransactionCount({ address: who }),
      await base.getTransactionCount({ address: who }),
    ],
    eth: [await op.getBalance({ address: who }), await base.getBalance({ address: who })],
    usdc: [await usdc(10, who), await usdc(8453, who)],
  }
}

async function buy(page: Page): Promise<string> {
  await page.goto(`${server.url}/#/checkout`)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await page.waitForURL(/#\/checkout\/order-[0-9a-f]+$/)
  const id = page.url().split('/').at(-1)!
  await page.getByTestId('order-status').getByText('awaiting payment').waitFor()
  return id
}
/** Picks `name` among the payment sources (all of them shown) once it covers the order. */
async function pick(page: Page, name: RegExp) {
  await page
    .locator('.cp-source[data-coverage="covers"]')
    .first()
    .waitFor({ timeout: scaleTimeout(20_000) })
  const more = page.getByRole('button', { name: /^Show \d+ more$/ })
  if (await more.isVisible()) await more.click()
  const row = page.locator('.cp-source', { hasText: name }).first()
  await row.getByText('Covers it').waitFor({ timeout: scaleTimeout(20_000) })
  await row.click()
}
const payButton = (page: Page) => page.locator('.cp-checkout__form button[data-status="ready"]')

test('behavior: a paid order opened in a second browser with another account offers no Pay: the receipt, balances unchanged', async () => {
  const first = await browser.newContext({ viewport: { width: 1100, height: 1100 } })
  const page = await first.newPage()
  const id = await buy(page)
  await connectDevWallet(page, 1)
  const before = await merchantBalance()
  await pick(page, /USDC, OP Mainnet/)
  await payButton(page).click({ timeout: scaleTimeout(20_000) })
  await page.locator('.cp-receipt').waitFor({ timeout: scaleTimeout(60_000) })
  await page
    .getByTestId('order-status')
    .getByText('paid', { exact: true })
    .waitFor({ timeout: scaleTimeout(30_000) })
  expect((await merchantBalance()) - before).toBe(25_000_000n)

  // Another browser (its own storage: nothing of the first one's ledger or executions), another account.
  const second = await browser.newContext({ viewport: { width: 1100, height: 1100 } })
  const other = await second.newPage()
  await other.goto(`${server.url}/#/checkout/${id}`)
  const buyer = await connectDevWallet(other, 5)
  const held = await holdings(buyer)
  const merchantBefore = await merchantBalance()
  await other.locator('.cp-receipt').waitFor({ timeout: scaleTimeout(30_000) })
  expect(await other.getByTestId('receipt-reference').textContent()).toBe(id)
  await other.getByTestId('order-status').getByText('paid', { exact: true }).waitFor()
  // No way to pay it: no Pay button, no deposit-address form, nothing enabled in the checkout but links.
  expect(await other.locator('.cp-checkout__form').count()).toBe(0)
  expect(await other.locator('.cp-checkout button:not([disabled]):not(.cp-copy)').count()).toBe(0)
  expect(await other.getByRole('button', { name: /^Pay / }).count()).toBe(0)
  await other.locator('.cp-checkout').screenshot({ path: screenshotPath('checkout-paid-elsewhere') })
  expect(await holdings(buyer)).toEqual(held)
  expect(await merchantBalance()).toBe(merchantBefore)
  expect((await order(id)).status).toBe('paid')
  await first.close()
  await second.close()
})

test('behavior: two tabs of one browser press Pay within the same second: one deposit, the merchant paid once', async () => {
  // One browser context: the two pages share localStorage and Web Locks, as two tabs of one profile do.
  const context = await browser.newContext({ viewport: { width: 1100, height: 1100 } })
  const a = await context.newPage()
  const id = await buy(a)
  const b = await context.newPage()
  await b.goto(`${server.url}/#/checkout/${id}`)
  const payer = await connectDevWallet(a, 2)
  await connectDevWallet(b, 2)
  const held = await holdings(payer)
  const before = await merchantBalance()
  // ETH on OP: one transaction per payment (no approval), so the nonce counts deposits exactly.
  await pick(a, /(^|[^W])ETH, OP Mainnet/)
  await pick(b, /(^|[^W])ETH, OP Mainnet/)
  await payButton(a).waitFor({ timeout: scaleTimeout(20_000) })
  await payButton(b).waitFor({ timeout: scaleTimeout(20_000) })
  // Both presses are dispatched together, before either tab has written anything.
  await Promise.all([payButton(a).dispatchEvent('click'), payButton(b).dispatchEvent('click')])
  await a.locator('.cp-receipt').waitFor({ timeout: scaleTimeout(90_000) })
  await b.locator('.cp-receipt').waitFor({ timeout: scaleTimeout(60_000) })
  await a
    .getByTestId('order-status')
    .getByText('paid', { exact: true })
    .waitFor({ timeout: scaleTimeout(30_000) })
  const after = await holdings(payer)
  expect(after.nonces[0]! - held.nonces[0]!).toBe(1) // one deposit on OP
  expect(after.nonces[1]).toBe(held.nonces[1]) // nothing on Base
  expect((await merchantBalance()) - before).toBe(25_000_000n)
  const paid = await order(id)
  expect(paid).toMatchObject({ status: 'paid' })
  await b.locator('.cp-checkout').screenshot({ path: screenshotPath('checkout-two-tabs-paid') })
  await context.close()
})
