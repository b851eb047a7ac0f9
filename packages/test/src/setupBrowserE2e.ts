import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { createLateBound } from './createLateBound'
import { launchChromium } from './launchChromium'

/** What {@link setupBrowserE2e} returns: stand-ins for the file's server and browser, started before its tests. */
export type BrowserE2eFixture<server extends object> = {
  /** The server `start` returned. */
  server: server
  /** Headless Chromium from {@link launchChromium}: every page it opens is watched for errors. */
  browser: Browser
}

/**
 * For an end-to-end test file: before its tests, starts the server (`start`) and then headless Chromium
 * ({@link launchChromium}: scaled default timeouts, and a test fails when a page it opened reported an error it did
 * not allow); after them, closes the browser, then the server. Call once at the top level of the file; the hook's
 * timeout is the project's `hookTimeout`.
 *
 * @example
 * const { server, browser } = setupBrowserE2e(() => startDemoServer({ port: 0, distDir }))
 * test('default', async () => {
 *   const page = await browser.newPage()
 *   await page.goto(server.url)
 * })
 */
export function setupBrowserE2e<server extends { close(): Promise<unknown> }>(
  start: () => Promise<server>,
): BrowserE2eFixture<server> {
  const server = createLateBound<server>('setupBrowserE2e: the server')
  const browser = createLateBound<Browser>('setupBrowserE2e: the browser')
  beforeAll(async () => {
    server.set(await start())
    browser.set(await launchChromium())
  })
  afterAll(async () => {
    await browser.peek()?.close()
    await server.peek()?.close()
  })
  return { server: server.value, browser: browser.value }
}
