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

/** Launches the system's headless Chromium (`CHROMIUM_PATH`, else /usr/bin/chromium) with playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args,
  })
}
