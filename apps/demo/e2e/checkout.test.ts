// The demo's Checkout page end to end, on the local anvil chains: the shop's order is paid with USDC from OP
// (a bridge), with ETH from OP (a swap and a bridge to the merchant's USDC on Base), by deposit address from an
// account that never connects, and with USDC again after the executor's chunk failed to load at the first press.
// Each time the merchant's USDC balance on Base rises by exactly the owed amount and the order turns paid once, from
// the service's webhook to the server.
import { formatDecimalAmount } from '@crosspay/core'
import { anvilAccount } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { shopMerchant } from '../server/merchant/shopMerchant'
import type { ShopOrder } from '../shared/ShopOrder'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { watchExecutorChunk } from './watchExecutorChunk'

const { server, browser } = setupDemo({ history: 0 })

const merchantBalance = () =>
  chainClient(server.url, shopMerchant.chainId).readContract({
    address: shopMerchant.currency,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [shopMerchant.recipient],
  })
const order = async (id: string) =>
  (await (await fetch(`${server.url}/demo/shop/orders/${id}`)).json()) as ShopOrder

/** Opens the Checkout page, buys the item (an order on the server) and returns the page and the order id. */
async function buy(page: Page): Promise<string> {
  await page.goto(`${server.url}/#/checkout`)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await page.waitForURL(/#\/checkout\/order-[0-9a-f]+$/)
  const id = page.url().split('/').at(-1)!
  await page.getByTestId('order-status').getByText('awaiting payment').waitFor()
  return id
}

/** The source row of `token` on `chain`, once every source's coverage is known (all of them shown). */
async function source(page: Page, name: RegExp) {
  await page.locator('.cp-source[data-coverage="covers"]').first().waitFor({ timeout: 20_000 })
  const more = page.getByRole('button', { name: /^Show \d+ more$/ })
  if (await more.isVisible()) await more.click()
  return page.locator('.cp-source', { hasText: name }).first()
}

/** Waits for the receipt and the server's order to turn paid, then checks what happened on chain. */
async function expectPaidOnce(page: Page, id: string, before: bigint) {
  await page.locator('.cp-receipt').waitFor({ timeout: 60_000 })
  await page.getByTestId('order-status').getByText('paid', { exact: true }).waitFor({ timeout: 30_000 })
  expect(await page.getByTestId('receipt-reference').textContent()).toBe(id)
  const paid = await order(id)
  expect(paid).toMatchObject({ status: 'paid', amount: '25000000' })
  expect(paid.paidBy).toMatch(/^0x[0-9a-f]{64}$/)
  expect((await merchantBalance()) - before).toBe(25_000_000n)
}

test('behavior: paid with USDC from OP (cross-chain): the merchant gets exactly 25 USDC on Base, the order is paid once', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const id = await buy(page)
  await connectDevWallet(page, 1)
  const before = await merchantBalance()
  const usdcOnOp = await source(page, /USDC, OP Mainnet/)
  await usdcOnOp.getByText('Covers it').waitFor({ timeout: 20_000 })
  await usdcOnOp.click()
  await page.screenshot({ path: screenshotPath('checkout-choose'), fullPage: true })
  await page.locator('.cp-checkout__form button[data-status="ready"]').click({ timeout: 20_000 })
  await expectPaidOnce(page, id, before)
  await page.screenshot({ path: screenshotPath('checkout-paid'), fullPage: true })
  // The next order in the same tab shows the balance after this payment, as the chain has it (not the one before).
  const buyerOnOp = await chainClient(server.url, 10).readContract({
    address: shopMerchant.currency,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [anvilAccount(1).address],
  })
  expect(buyerOnOp).toBeLessThan(parseUnits('100000', 6))
  await buy(page)
  const again = await source(page, /USDC, OP Mainnet/)
  await expect
    .poll(() => again.locator('.cp-source__balance .cp-amount').getAttribute('data-exact'))
    .toBe(formatDecimalAmount(buyerOnOp, 6))
  await page.close()
})

test('behavior: paid with ETH from OP (swap and bridge to the merchant’s USDC): exactly 25 USDC, paid once', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const id = await buy(page)
  await connectDevWallet(page, 2)
  const before = await merchantBalance()
  const ethOnOp = await source(page, /(^|[^W])ETH, OP Mainnet/)
  await ethOnOp.getByText('Covers it').waitFor({ timeout: 20_000 })
  await ethOnOp.click()
  await page
    .locator('.cp-checkout__form button[data-status="ready"]', { hasText: 'ETH' })
    .click({ timeout: 20_000 })
  await expectPaidOnce(page, id, before)
  await page.close()
})

test('behavior: paid by deposit address from an account that never connects: exactly 25 USDC, paid once', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const id = await buy(page)
  const before = await merchantBalance()
  // No wallet connected: the panel offers the deposit address (USDC on Base by default).
  await page.locator('.cp-checkout__form button[data-status="ready"]').click({ timeout: 20_000 })
  const address = (await page
    .getByTestId('deposit-address')
    .textContent({ timeout: 20_000 })) as `0x${string}`
  const exact = await page.getByTestId('deposit-amount').locator('.cp-amount').getAttribute('data-exact')
  await page.screenshot({ path: screenshotPath('checkout-deposit'), fullPage: true })
  // Another account sends exactly that from its own wallet (signed here, sent through the demo's RPC relay).
  const sender = createWalletClient({
    account: anvilAccount(4),
    transport: http(`${server.url}/rpc/${shopMerchant.chainId}`),
  })
  await sender.writeContract({
    chain: null,
    address: shopMerchant.currency,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits(exact ?? '0', 6)],
  })
  await expectPaidOnce(page, id, before)
  await page.close()
})

test('behavior: the executor chunk fails to load at Pay: the checkout says so, nothing is sent, Try again pays once', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  let offline = true
  const seen = await watchExecutorChunk(page, () => offline)
  const id = await buy(page)
  const payer = await connectDevWallet(page, 3)
  const before = await merchantBalance()
  const op = chainClient(server.url, 10)
  const nonce = await op.getTransactionCount({ address: payer })
  const usdcOnOp = await source(page, /USDC, OP Mainnet/)
  await usdcOnOp.getByText('Covers it').waitFor({ timeout: 20_000 })
  await usdcOnOp.click()
  await page.locator('.cp-checkout__form button[data-status="ready"]').click({ timeout: 20_000 })

  const notice = page.locator('.cp-checkout__form [role="alert"][data-reason="load-failed"]')
  await notice.waitFor()
  expect(await notice.textContent()).toContain('Your funds did not leave your wallet.')
  expect(seen.walletPrompts()).toEqual([])
  expect(await op.getTransactionCount({ address: payer })).toBe(nonce)
  expect(await merchantBalance()).toBe(before)
  // The press announced its request to the server; the checkout released it (nothing was sent): open again.
  await expect.poll(async () => (await order(id)).status).toBe('open')
  await page.locator('.cp-checkout').screenshot({ path: screenshotPath('checkout-executor-load-failed') })

  offline = false
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expectPaidOnce(page, id, before)
  expect(seen.walletPrompts().length).toBeGreaterThan(0)
  await page.close()
})
