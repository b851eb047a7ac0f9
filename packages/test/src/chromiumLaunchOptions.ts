import type { LaunchOptions } from 'playwright-core'

/**
 * How the tests' browser runs are launched: the system's headless Chromium (`CHROMIUM_PATH`, else
 * /usr/bin/chromium) with flags that work on this kind of machine (no sandbox, no GPU, no background traffic).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  }
}
