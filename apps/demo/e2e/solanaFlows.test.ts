// The demo's Solana flows in Chromium, with the development wallet's Solana side (a wallet-standard wallet registered
// in the page, signing through the demo server): USDC Solana → Base, USDC Base → Solana with the recipient asked,
// SOL Solana → Base, and the shop's checkout paid from Solana USDC.
import { addresses, svmAccounts } from '@crosspay/simulator'
import { scaleTimeout } from '@crosspay/simulator/node'
import { readSvmUsdcBalance } from '@crosspay/test'
import type { Page } from 'playwright-core'
import { erc20Abi, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { shopMerchant } from '../server/merchant/shopMerchant'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { watchQuotes } from './watchQuotes'

const solana = 792703809
const { server, browser } = setupDemo({ history: 0 })

/** A Solana account's USDC, through the demo server's Solana relay (as the page reads it). */
const solanaUsdc = (owner: string) => readSvmUsdcBalance(`${server.url}/rpc/${solana}`, owner)
const baseUsdc = (owner: `0x${string}`) =>
  chainClient(server.url, 8453).readContract({
    address: addresses.stablecoin as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const button = (page: Page) => page.locator('.cp-panel button[data-action]')
async function confirmAndWait(page: Page) {
  await page.locator('.cp-panel button[data-action="ready"]').waitFor({ timeout: scaleTimeout(20_000) })
  await button(page).click()
  await page.locator('.cp-panel button[data-action="confirm"]').click()
  await page.locator('.cp-progress[data-status="success"]').waitFor({ timeout: scaleTimeout(60_000) })
}

test('behavior: USDC Solana → Base with the development Solana wallet: one signature, balances exact on both sides', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const quotes = watchQuotes(page)
  const user = svmAccounts.accounts[0]!.address
  const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const
  await page.goto(
    `${server.url}/#/bridge?from=${solana}:${addresses.svmUsdc}&to=8453:${addresses.stablecoin}&amount=5&recipient=${recipient}`,
  )
  const before = { solana: await solanaUsdc(user), base: await baseUsdc(recipient) }
  // The development wallet's card shows its Solana test account beside the EVM one, with the USDC the chain holds.
  const usdcText = `${new Intl.NumberFormat('en-US').format(Number(before.solana) / 1e6)} USDC`
  await expect
    .poll(() => page.locator('.demo-wallet-svm').textContent())
    .toMatch(new RegExp(`${user} on Solana \\(local\\) · [0-9.,]+ SOL · ${usdcText}`))
  // No Solana wallet connected yet: the panel's button connects the page's wallet-standard wallet.
  await page.locator('.cp-panel button[data-action="connect"]').waitFor({ timeout: scaleTimeout(20_000) })
  await button(page).click()
  await page.screenshot({ path: screenshotPath('solana-to-base-quote'), fullPage: true })
  await confirmAndWait(page)
  await page.screenshot({ path: screenshotPath('solana-to-base-success'), fullPage: true })
  const quoted = [...quotes.values()].at(-1)
  expect(quoted?.details?.sender).toBe(user)
  expect(await solanaUsdc(user)).toBe(before.solana - 5_000_000n)
  expect(await baseUsdc(recipient)).toBe(before.base + BigInt(quoted!.details!.currencyOut!.amount!))
  // The deposit's link is the Solana transaction's explorer page.
  expect(await page.locator('.cp-progress [data-step="deposit"] a').first().getAttribute('href')).toMatch(
    /\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/,
  )
  await page.close()
})

test('behavior: USDC Base → Solana asks for the Solana recipient (the EVM address refused) and delivers exactly the quoted amount there', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const quotes = watchQuotes(page)
  await page.goto(
    `${server.url}/#/bridge?from=8453:${addresses.stablecoin}&to=${solana}:${addresses.svmUsdc}&amount=3`,
  )
  const account = await connectDevWallet(page, 1)
  const field = page.getByLabel(/Recipient on Solana/)
  await field.waitFor({ timeout: scaleTimeout(20_000) })
  expect(await button(page).getAttribute('data-action')).toBe('enter-recipient')
  await page.locator('.cp-panel').screenshot({ path: screenshotPath('base-to-solana-recipient-needed') })
  await field.fill(account)
  await page.getByText('Not an address on this chain (svm).').waitFor()
  const recipient = svmAccounts.accounts[3]!.address
  await field.fill(recipient)
  const before = await solanaUsdc(recipient)
  await page.screenshot({ path: screenshotPath('base-to-solana-recipient'), fullPage: true })
  // The recipient field in the dark theme and on a 320 px phone, to look at.
  await page.getByRole('button', { name: /Dark theme/ }).click()
  await page.locator('.cp-panel').screenshot({ path: screenshotPath('base-to-solana-recipient-dark') })
  await page.setViewportSize({ width: 320, height: 900 })
  await page.locator('.cp-panel').screenshot({ path: screenshotPath('base-to-solana-recipient-320') })
  await page.setViewportSize({ width: 1100, height: 1100 })
  await confirmAndWait(page)
  const quoted = [...quotes.values()].at(-1)
  expect(quoted?.details?.recipient).toBe(recipient)
  expect(await solanaUsdc(recipient)).toBe(before + BigInt(quoted!.details!.currencyOut!.amount!))
  await page.close()
})

test("behavior: SOL Solana → Base: the user's SOL goes down by exactly the amount and one signature's fee, the recipient gets the quoted ETH", async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const quotes = watchQuotes(page)
  const user = svmAccounts.accounts[0]!.address
  const recipient = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const
  const sol = '11111111111111111111111111111111'
  await page.goto(
    `${server.url}/#/bridge?from=${solana}:${sol}&to=8453:0x0000000000000000000000000000000000000000&amount=0.5&recipient=${recipient}`,
  )
  const lamports = async () => {
    const response = await fetch(`${server.url}/rpc/${solana}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [user] }),
    })
    return BigInt(((await response.json()) as { result: { value: number } }).result.value)
  }
  const base = chainClient(server.url, 8453)
  const before = { sol: await lamports(), eth: await base.getBalance({ address: recipient }) }
  await page.locator('.cp-panel button[data-action="connect"]').waitFor({ timeout: scaleTimeout(20_000) })
  await button(page).click()
  await confirmAndWait(page)
  const quoted = [...quotes.values()].at(-1)
  expect(await lamports()).toBe(before.sol - 500_000_000n - 5000n)
  expect(await base.getBalance({ address: recipient })).toBe(
    before.eth + BigInt(quoted!.details!.currencyOut!.amount!),
  )
  await page.close()
})

test("behavior: the shop's checkout paid from Solana USDC: the merchant gets exactly the 25 USDC owed on Base, the buyer's Solana USDC goes down by what the Pay button said", async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  const user = svmAccounts.accounts[0]!.address
  await page.goto(`${server.url}/#/checkout`)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  await page.waitForURL(/#\/checkout\/order-[0-9a-f]+$/)
  const id = page.url().split('/').at(-1)!
  const before = { solana: await solanaUsdc(user), merchant: await baseUsdc(shopMerchant.recipient) }
  // No wallet connected: the wallet tab offers the page's Solana wallet beside the host's own.
  await page.locator('.cp-checkout__method[data-method="wallet"]').click()
  await page.locator('button[data-action="connect-solana"]').waitFor({ timeout: scaleTimeout(20_000) })
  await page.locator('.cp-checkout').screenshot({ path: screenshotPath('checkout-solana-connect') })
  await page.locator('button[data-action="connect-solana"]').click({ timeout: scaleTimeout(20_000) })
  const source = page.locator('.cp-source', { hasText: /USDC, Solana/ }).first()
  await source.getByText('Covers it').waitFor({ timeout: scaleTimeout(20_000) })
  await source.click()
  const pay = page.locator('.cp-checkout__form button[data-status="ready"]')
  await pay.waitFor({ timeout: scaleTimeout(20_000) })
  const shown = /^Pay ([0-9.]+) USDC$/.exec((await pay.textContent()) ?? '')
  expect(shown).not.toBeNull()
  // The Solana source chosen, to look at: light, dark, a 320 px phone, and another language.
  const panel = page.locator('.cp-checkout')
  await panel.screenshot({ path: screenshotPath('checkout-solana-light') })
  await page.getByRole('button', { name: /Dark theme/ }).click()
  await panel.screenshot({ path: screenshotPath('checkout-solana-dark') })
  await page.getByRole('button', { name: /Dark theme/ }).click()
  await page.setViewportSize({ width: 320, height: 1100 })
  await panel.screenshot({ path: screenshotPath('checkout-solana-320') })
  await page.setViewportSize({ width: 1100, height: 1100 })
  await page.getByLabel('Language').selectOption('de')
  await panel.screenshot({ path: screenshotPath('checkout-solana-de') })
  await page.getByLabel('Language').selectOption('')
  await page.locator('.cp-checkout__form button[data-status="ready"]').click()
  await page.locator('.cp-receipt').waitFor({ timeout: scaleTimeout(60_000) })
  await page
    .getByTestId('order-status')
    .getByText('paid', { exact: true })
    .waitFor({ timeout: scaleTimeout(30_000) })
  await page.screenshot({ path: screenshotPath('checkout-solana-paid'), fullPage: true })
  expect(page.url().split('/').at(-1)).toBe(id)
  expect((await baseUsdc(shopMerchant.recipient)) - before.merchant).toBe(25_000_000n)
  expect(before.solana - (await solanaUsdc(user))).toBe(parseUnits(shown![1]!, 6))
  await page.close()
})
