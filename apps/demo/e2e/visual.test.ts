import { fileURLToPath } from 'node:url'
import { test } from 'vitest'
import { connectDevWallet } from './connectDevWallet'
import { matchScreenshot } from './matchScreenshot'
import { setupDemo } from './setupDemo'

// The demo's look checked like behaviour: its pages on the real local stack (fresh chains, seed 1), at phone and
// desktop widths, light and dark, en-US and de-DE, compared with the committed baselines in __screenshots__/visual/
// (matchScreenshot: a pixel changed past 24/255 on a channel counts, more than 50 pixels changed fails). Update after a
// deliberate change of the look, then look at every changed PNG before committing it:
//   pnpm vitest run --project demo apps/demo/e2e/visual.test.ts --update
const { server, browser } = setupDemo({ history: 0 })

const shots = [
  { name: 'bridge-1280-light-en-US', hash: 'bridge', width: 1280, scheme: 'light', locale: 'en-US' },
  { name: 'bridge-360-dark-de-DE', hash: 'bridge', width: 360, scheme: 'dark', locale: 'de-DE' },
  { name: 'bridge-320-dark-en-US', hash: 'bridge', width: 320, scheme: 'dark', locale: 'en-US' },
  { name: 'integrator-1280-dark-en-US', hash: 'integrator', width: 1280, scheme: 'dark', locale: 'en-US' },
] as const

for (const shot of shots)
  test(`look: ${shot.name}`, async () => {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: 800 },
      colorScheme: shot.scheme,
      locale: shot.locale,
      reducedMotion: 'reduce',
    })
    await page.goto(`${server.url}/#/${shot.hash}`)
    await page.addStyleTag({
      content:
        '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    })
    await connectDevWallet(page, 0)
    if (shot.hash === 'bridge') {
      // The de-DE page shows the German catalog: its field and its summary line in German.
      const german = shot.locale === 'de-DE'
      await page.getByLabel(german ? 'Du zahlst' : 'You pay', { exact: true }).fill(german ? '0,01' : '0.01')
      await page
        .locator('.cp-quote-line__summary')
        .getByText(german ? / zahlt / : /paid by/)
        .waitFor()
    }
    if (shot.hash === 'integrator')
      await page.locator('.cp-app-balance__total[data-name="total"] dd').getByText('$').waitFor()
    // The development wallet's Solana account with its balances read (the card beside the EVM account).
    await page.locator('.demo-wallet-svm[data-state="success"]').waitFor()
    // Every logo decoded (or failed for good) before the picture.
    await page.waitForFunction(() => [...document.images].every((img) => img.complete))
    await matchScreenshot({
      browser,
      actual: await page.screenshot({ fullPage: true }),
      baseline: fileURLToPath(new URL(`./__screenshots__/visual/${shot.name}.png`, import.meta.url)),
    })
    await page.close()
  })
