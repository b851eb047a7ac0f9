import { scaleTimeout } from '@crosspay/simulator/node'
import type { Page } from 'playwright-core'

/** Waits until the progress shows the deposit sent (submitted, confirming or complete). */
export async function waitDepositSent(page: Page): Promise<void> {
  await page
    .locator(
      '[data-step="deposit"] .cp-step__item:is([data-state="submitted"], [data-state="confirming"], [data-state="complete"])',
    )
    .waitFor({ timeout: scaleTimeout(30_000) })
}
