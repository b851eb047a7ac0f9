// The demo's no-gas development account (USDC on Base, 0 ETH, its key in the page as an embedded wallet's) bridges
// USDC to OP without gas in Chromium (issue 30): the review says so, the account upgrades once and signs once, the
// service's relayer pays the gas; its ETH stays 0 and the USDC it paid is exactly what the review showed.
import { scaleTimeout } from '@crosspay/simulator/node'
import { erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { shopMerchant } from '../server/merchant/shopMerchant'
import { noGasAccount } from '../src/wallet/noGasAccount'
import { chainClient } from './chainClient'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 5 })

const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

test('default: the no-gas account bridges 40 USDC from Base to OP without gas (it upgrades once, signs once, its ETH stays 0), then pays the checkout with its USDC on OP, again without gas', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1200 } })
  await page.goto(`${server.url}/#/bridge`)
  await page.getByLabel('Development wallet (local test accounts)').selectOption({ value: 'dev-no-gas' })
  await page.getByText(`Development wallet (no gas): ${noGasAccount.address}`).waitFor()
  for (const [side, chain] of [
    ['From', 'Base (local)'],
    ['To', 'OP Mainnet (local)'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${side}:`) }).click()
    await page.getByRole('button', { name: chain, exact: true }).click()
    await page.getByRole('option').filter({ hasText: 'Simulated USD Coin' }).click()
  }
  await page.getByLabel('You pay', { exact: true }).fill('40')
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(15_000) })
  const base = chainClient(server.url, 8453)
  const op = chainClient(server.url, 10)
  const usdcOf = (client: typeof base, owner: `0x${string}`) =>
    client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const paidBefore = await usdcOf(base, noGasAccount.address)
  const receivedBefore = await usdcOf(op, noGasAccount.address)
  expect(await base.getBalance({ address: noGasAccount.address })).toBe(0n)

  await page.locator('.cp-panel button[data-action]').click()
  const review = page.getByRole('region', { name: 'Review' })
  await review.locator('[data-row="gas"]').waitFor({ timeout: scaleTimeout(15_000) })
  expect(await review.locator('[data-row="gas"] dd').textContent()).toMatch(
    /^No gas needed: (paid from your USDC|sponsored by The crosspay demo)$/,
  )
  expect(
    await review
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.prompt)),
  ).toEqual(['upgrade', 'signPayment'])
  for (const [scheme, width] of [
    ['light', 1100],
    ['dark', 1100],
    ['light', 320],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width, height: 1200 })
    await page.screenshot({ path: screenshotPath(`gasless-review-${scheme}-${width}`), fullPage: true })
  }
  await page.setViewportSize({ width: 1100, height: 1200 })
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(45_000) })
  await page.screenshot({ path: screenshotPath('gasless-success'), fullPage: true })

  expect(await base.getBalance({ address: noGasAccount.address })).toBe(0n)
  expect(paidBefore - (await usdcOf(base, noGasAccount.address))).toBe(40_000_000n)
  expect(await usdcOf(op, noGasAccount.address)).toBeGreaterThan(receivedBefore)
  expect((await base.getCode({ address: noGasAccount.address }))?.toLowerCase()).toBe(
    '0xef0100000000009b1d0af20d8c6d0a44e162d11f9b8f00',
  )

  // The checkout: 25 USDC owed on Base, paid from the USDC that arrived on OP (no ETH there either).
  const merchantBefore = await usdcOf(chainClient(server.url, shopMerchant.chainId), shopMerchant.recipient)
  await page.goto(`${server.url}/#/checkout`)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await page.waitForURL(/#\/checkout\/order-[0-9a-f]+$/)
  const id = page.url().split('/').at(-1)!
  await page
    .locator('.cp-source[data-coverage="covers"]')
    .first()
    .waitFor({ timeout: scaleTimeout(20_000) })
  const more = page.getByRole('button', { name: /^Show \d+ more$/ })
  if (await more.isVisible()) await more.click()
  await page
    .locator('.cp-source', { hasText: /USDC, OP Mainnet/ })
    .first()
    .click()
  // Before the press the checkout says it goes without gas, paid from the USDC, and asks the one-time upgrade on OP
  // (an EIP-7702 authorization is per chain: the account was upgraded on Base only), with what it means.
  const form = page.locator('.cp-checkout__form')
  await form.locator('[data-row="gas"]').waitFor({ timeout: scaleTimeout(15_000) })
  expect(await form.locator('[data-row="gas"] dd').textContent()).toBe('No gas needed: paid from your USDC')
  expect(
    await form
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.prompt)),
  ).toEqual(['upgrade', 'signPayment'])
  expect(await form.locator('[data-prompt="upgrade"]').textContent()).toMatch(
    /^Upgrade your account to pay without gasOnce: the service then sends payments you sign and pays their gas\./,
  )
  const checkout = page.locator('.cp-checkout')
  for (const [scheme, width] of [
    ['light', 1100],
    ['dark', 1100],
    ['light', 320],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width, height: 1200 })
    await checkout.screenshot({ path: screenshotPath(`gasless-checkout-${scheme}-${width}`) })
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1100, height: 1200 })
  await page.getByLabel('Language').selectOption('fr')
  await form
    .locator('[data-row="gas"] dd', { hasText: /^Pas de gas nécessaire/ })
    .waitFor({ timeout: scaleTimeout(10_000) })
  await checkout.screenshot({ path: screenshotPath('gasless-checkout-fr') })
  await page.getByLabel('Language').selectOption('')
  await page
    .locator('.cp-checkout__form button[data-status="ready"]')
    .click({ timeout: scaleTimeout(20_000) })
  await page.locator('.cp-receipt').waitFor({ timeout: scaleTimeout(60_000) })
  await page
    .getByTestId('order-status')
    .getByText('paid', { exact: true })
    .waitFor({ timeout: scaleTimeout(30_000) })
  await page.screenshot({ path: screenshotPath('gasless-checkout-paid'), fullPage: true })
  expect(page.url().split('/').at(-1)).toBe(id)
  expect(
    (await usdcOf(chainClient(server.url, shopMerchant.chainId), shopMerchant.recipient)) - merchantBefore,
  ).toBe(25_000_000n)
  expect(await op.getBalance({ address: noGasAccount.address })).toBe(0n)
  expect((await op.getCode({ address: noGasAccount.address }))?.toLowerCase()).toBe(
    '0xef0100000000009b1d0af20d8c6d0a44e162d11f9b8f00',
  )
  await page.close()
})
