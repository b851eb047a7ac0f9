import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'

/**
 * The demo bridge's first steps as a user takes them: types `amount` into "You pay", presses Bridge once the quote
 * is ready, then Confirm on the review.
 */
export async function startBridge(page: Page, amount: string): Promise<void> {
  await page.getByLabel('You pay', { exact: true }).fill(amount)
  await page.locator('.cp-panel button[data-action="ready"]').click({ timeout: scaleTimeout(15_000) })
  await page.locator('.cp-panel button[data-action="confirm"]').click()
}
