import { scaleTimeout } from '@crosspay/simulator/node'
import { type Browser, chromium } from 'playwright-core'

/** Flags that work for headless Chromium on this kind of machine (no sandbox, no GPU, no background traffic). */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Launches the system's headless Chromium (`CHROMIUM_PATH`, else /usr/bin/chromium) with playwright-core. Every
 * page it opens waits up to 30 s for a locator or navigation by default, scaled by `TEST_TIMEOUT_SCALE`.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args,
  })
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (options) => {
    const page = await newPage(options)
    page.setDefaultTimeout(scaleTimeout(30_000))
    page.setDefaultNavigationTimeout(scaleTimeout(30_000))
    return page
  }
  return browser
}
