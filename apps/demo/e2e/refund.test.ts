import { describeFailure } from '@crosspay/core/failures'
import { scaleTimeout } from '@crosspay/simulator/node'
import { expect, test } from 'vitest'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'
import { startBridge } from './startBridge'
import { startedRequestId } from './startedRequestId'

const { server, browser } = setupDemo({ history: 5 })

const failReason = 'SOLVER_CAPACITY_EXCEEDED'

test('behavior: a request forced to refund shows the refund explanation and the deposit comes back on the origin chain', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } })
  // Every quote the panel receives is planned to end as a refund, on the embedded simulator itself
  // (`POST /__sim/outcome`, server-side only): the panel executes whichever quote it holds last.
  const planned = new Set<string>()
  await page.route('**/api/crosspay/quote**', async (route) => {
    const response = await route.fetch()
    const quote = (await response.json()) as { steps?: { requestId?: string }[] }
    const requestId = quote.steps?.find((step) => step.requestId)?.requestId
    if (requestId) {
      const outcome = await fetch(`${server.upstream}/__sim/outcome`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId, status: 'refund', failReason }),
      })
      if (outcome.ok) planned.add(requestId.toLowerCase())
    }
    await route.fulfill({ response, json: quote })
  })
  await page.goto(`${server.url}/#/bridge`)
  const account = await connectDevWallet(page, 4)
  const base = chainClient(server.url, 8453)
  const before = await base.getBalance({ address: account })

  await startBridge(page, '0.05')
  await page.locator('.cp-progress[data-status="refund"]').waitFor({ timeout: scaleTimeout(30_000) })
  const outcome = page.locator('.cp-outcome[data-state="refund"]')
  expect(await outcome.locator('.cp-outcome__title').textContent()).toBe(
    describeFailure(failReason, null, { status: 'refund' }).title,
  )
  const requestId = await startedRequestId(page)
  expect(planned.has(requestId.toLowerCase())).toBe(true)

  // The deposit left the wallet and came back whole: only the deposit transaction's gas is spent.
  const href =
    (await page
      .locator('[data-step="deposit"]')
      .getByRole('link', { name: 'View transaction' })
      .getAttribute('href')) ?? ''
  const hash = href.match(/\/tx\/(0x[0-9a-fA-F]{64})/)?.[1] as `0x${string}`
  const receipt = await base.getTransactionReceipt({ hash })
  expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await base.getTransactionCount({ address: account })).toBe(1)
  await expect
    .poll(() => base.getBalance({ address: account }), { timeout: scaleTimeout(15_000) })
    .toBe(before - gas)
  await page.screenshot({ path: screenshotPath('refund'), fullPage: true })
})
