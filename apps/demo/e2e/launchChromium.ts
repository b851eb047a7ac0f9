import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { onTestFinished } from 'vitest'
import { chromiumLaunchOptions } from './chromiumLaunchOptions'
import { watchPageErrors } from './watchPageErrors'

const hooked = new WeakSet<Page>()

/** Fails the running test, when it ends, if `page` reported anything its test did not allow. */
const failOnPageErrors = (page: Page) => {
  if (hooked.has(page)) return
  hooked.add(page)
  const watch = watchPageErrors(page)
  onTestFinished(() => {
    if (watch.unexpected.length > 0)
      throw new Error(
        `The demo reported ${watch.unexpected.length} unexpected error(s):\n${watch.unexpected.join('\n')}`,
      )
  })
}

/**
 * Launches headless Chromium for a test (`chromiumLaunchOptions`) with playwright-core. Every
 * page a test opens with it (`browser.newPage`, or a page of `browser.newContext`) is watched
 * (`watchPageErrors`): the test fails when it ends if the page had an uncaught error, or a console error or
 * warning that the test did not allow (`watchPageErrors(page).allow`).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext(options)
    context.on('page', failOnPageErrors)
    return context
  }
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (options) => {
    const page = await newPage(options)
    failOnPageErrors(page)
    return page
  }
  return browser
}
