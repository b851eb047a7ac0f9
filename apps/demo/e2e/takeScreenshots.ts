// `pnpm --filter @crosspay/demo screenshots`: the demo's pages in headless Chromium on the real local stack,
// written to docs/screenshots/demo-*.png (light, dark, and 320 and 360 px wide phones), as a fresh demo shows them
// (sponsored by default). Fails if any page reports an uncaught error or an unexpected console message.
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions, watchPageErrors } from '@crosspay/test'
import { chromium } from 'playwright-core'
import { startDemoServer } from '../server/startDemoServer'
import { buildDemo } from './buildDemo'

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
const distDir = await buildDemo()
const server = await startDemoServer({ port: 0, seed: 1, history: 200, distDir })
const browser = await chromium.launch(chromiumLaunchOptions())
const unexpected: string[] = []
try {
  // A settled request of the seeded history, for the status page.
  const history = await fetch(`${server.url}/api/crosspay/requests/v3?limit=20`)
  const { requests } = (await history.json()) as { requests: { id: string; status: string }[] }
  const succeeded = requests.find((r) => r.status === 'success')?.id ?? requests[0]?.id
  const shots = [
    { name: 'demo-bridge', hash: 'bridge', width: 1280, scheme: 'light' },
    { name: 'demo-bridge-dark', hash: 'bridge', width: 1280, scheme: 'dark' },
    { name: 'demo-bridge-de-360', hash: 'bridge', width: 360, scheme: 'light', locale: 'de-DE' },
    { name: 'demo-bridge-dark-320', hash: 'bridge', width: 320, scheme: 'dark' },
    { name: 'demo-bridge-dark-360', hash: 'bridge', width: 360, scheme: 'dark' },
    { name: 'demo-history-dark-360', hash: 'history', width: 360, scheme: 'dark' },
    { name: 'demo-status-dark-360', hash: `status/${succeeded}`, width: 360, scheme: 'dark' },
    { name: 'demo-history', hash: 'history', width: 1100, scheme: 'light' },
    { name: 'demo-status', hash: `status/${succeeded}`, width: 1100, scheme: 'light' },
    { name: 'demo-integrator', hash: 'integrator', width: 1100, scheme: 'light' },
    { name: 'demo-integrator-dark', hash: 'integrator', width: 1100, scheme: 'dark' },
    { name: 'demo-integrator-320', hash: 'integrator', width: 320, scheme: 'light' },
  ] as { name: string; hash: string; width: number; scheme: 'light' | 'dark'; locale?: string }[]
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: 800 },
      colorScheme: shot.scheme,
      locale: shot.locale ?? 'en-US',
    })
    const watch = watchPageErrors(page)
    await page.goto(`${server.url}/#/${shot.hash}`)
    // The first-run guide shows once on a fresh browser: the bridge shots keep it, the others are past it.
    if (shot.hash !== 'bridge') await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('Development wallet (local test accounts)').selectOption({ index: 1 })
    await page.getByText(/Development wallet #0: 0x.* ETH/).waitFor()
    if (shot.hash === 'integrator') {
      await page.locator('.cp-app-balance__total[data-name="total"] dd').getByText('$').waitFor()
      await page.getByText(/Every quote through the proxy is sponsored/).waitFor()
    }
    if (shot.hash === 'history') await page.locator('.cp-history__row').first().waitFor()
    if (shot.hash.startsWith('status/')) await page.locator('.cp-status[data-status="success"]').waitFor()
    if (shot.hash === 'bridge') {
      await page.getByLabel('You pay', { exact: true }).fill(shot.locale === 'de-DE' ? '0,01' : '0.01')
      await page
        .locator('.cp-quote-line__summary')
        .getByText(/paid by/)
        .waitFor()
    }
    await page.screenshot({ path: `${out}${shot.name}.png`, fullPage: true })
    console.log(`wrote docs/screenshots/${shot.name}.png`)
    unexpected.push(...watch.unexpected)
    await page.close()
  }
  if (unexpected.length > 0) throw new Error(`The demo reported:\n${unexpected.join('\n')}`)
} finally {
  await browser.close()
  await server.close()
  rmSync(distDir, { recursive: true, force: true })
}
