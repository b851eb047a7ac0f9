import { scaleTimeout } from '@crosspay/simulator/node'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { onTestFinished } from 'vitest'
import { chromiumLaunchOptions } from './chromiumLaunchOptions'
import { watchPageErrors } from './watchPageErrors'

const hooked = new WeakSet<Page>()

/**
 * Prepares a page a test opened: waits up to 30 s for a locator or navigation by default (scaled by
 * `TEST_TIMEOUT_SCALE`), and fails the running test, when it ends, if the page reported anything its test did not
 * allow.
 */
const prepare = (page: Page) => {
  if (hooked.has(page)) return
  hooked.add(page)
  page.setDefaultTimeout(scaleTimeout(30_000))
  page.setDefaultNavigationTimeout(scaleTimeout(30_000))
  const watch = watchPageErrors(page)
  onTestFinished(() => {
    if (watch.unexpected.length > 0)
      throw new Error(
        `The page reported ${watch.unexpected.length} unexpected error(s):\n${watch.unexpected.join('\n')}`,
      )
  })
}

/**
 * Launches headless Chromium for a test (`chromiumLaunchOptions`) with playwright-core. Every page a test opens
 * with it (`browser.newPage`, or a page of `browser.newContext`) gets the scaled default timeouts and is watched
 * (`watchPageErrors`): the test fails when it ends if the page had an uncaught error, or a console error or warning
 * that the test did not allow (`watchPageErrors(page).allow`).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext(options)
    context.on('page', prepare)
    return context
  }
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (options) => {
    const page = await newPage(options)
    prepare(page)
    return page
  }
  return browser
}
