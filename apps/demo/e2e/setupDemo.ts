import { type BrowserE2eFixture, setupBrowserE2e } from '@crosspay/test'
import { inject } from 'vitest'
import { type DemoServer, type StartDemoServerOptions, startDemoServer } from '../server/startDemoServer'

/**
 * For a demo e2e file: the demo server (on a free port, seed 1, serving the site `globalSetup` built, with
 * `options` on top: `history`, …) and headless Chromium watching every page for errors, started before the file's
 * tests and closed after them (`setupBrowserE2e`). Call once at the top level of the file.
 *
 * @example
 * const { server, browser } = setupDemo({ history: 5 })
 */
export function setupDemo(options: StartDemoServerOptions = {}): BrowserE2eFixture<DemoServer> {
  return setupBrowserE2e(() => startDemoServer({ port: 0, seed: 1, distDir: inject('distDir'), ...options }))
}
