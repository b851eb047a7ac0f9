import type { Browser } from 'playwright-core'
import { expect } from 'vitest'
import { scaleTimeout } from '../../../../simulator/src/node/testing/scaleTimeout'
import { watchPage } from './watchPage'

/**
 * The example's `/chains` page renders token logos on the server. With every logo failing, and the page's scripts
 * held until each logo in the server HTML has failed (so no `onError` can ever reach React), the hydrated page must
 * still show each token's neutral placeholder, with no console error or hydration warning besides the failed logos.
 */
export async function checkServerIcons(browser: Browser, url: string): Promise<void> {
  const { page, problems } = await watchPage(browser, 'fail')
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(`${url}/chains`, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => {
      const logos = [...document.querySelectorAll<HTMLImageElement>('img.cp-token-icon')]
      return logos.length > 1 && logos.every((logo) => logo.complete && logo.naturalWidth === 0)
    },
    undefined,
    { timeout: scaleTimeout(30_000) },
  )
  const chains = await page.locator('li[data-chain-id]').count()
  expect(await page.locator('img.cp-token-icon').count()).toBe(chains) // every logo came in the server HTML
  release()
  await page
    .locator('img.cp-token-icon')
    .first()
    .waitFor({ state: 'detached', timeout: scaleTimeout(30_000) })
  expect(await page.locator('.cp-token-icon--fallback').count()).toBe(chains)
  // The neutral placeholder (issue 27): a plain disc, no letters that could pass for a brand.
  expect(await page.locator('.cp-token-icon--fallback').first().textContent()).toBe('')
  expect(problems).toEqual([])
  await page.close()
}
