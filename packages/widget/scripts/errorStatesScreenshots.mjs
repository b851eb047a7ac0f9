// Screenshots of every error and offline story (issue 17) from the static Storybook in headless Chromium
// (/usr/bin/chromium, playwright-core): light, dark and 320 px, de-DE where numbers show, combined into one gallery.
//   pnpm storybook:build && node packages/widget/scripts/errorStatesScreenshots.mjs [out.png] [--parts dir]
// Each story's own fault (Storybook `crosspay.faults`) makes the state; the shot waits for the state's element.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../../..')
const { chromium } = createRequire(join(here, '../package.json'))('playwright-core')
const args = process.argv.slice(2)
const partsAt = args.indexOf('--parts')
const partsDir = partsAt >= 0 ? resolve(args.splice(partsAt, 2)[1]) : undefined
const out = resolve(args[0] ?? join(root, 'docs/screenshots/error-states.png'))
const staticDir = join(root, 'storybook-static')

/** id, args (Storybook URL args), frame width, the element whose presence means the state is on screen, picker. */
const shots = [
  ['panel-swappanel--no-chains', 'theme:light', 400, '.cp-panel__chains-error .cp-recovery'],
  ['panel-swappanel--no-chains', 'theme:dark', 400, '.cp-panel__chains-error .cp-recovery'],
  ['panel-swappanel--no-chains', 'theme:light', 320, '.cp-panel__chains-error .cp-recovery'],
  [
    'panel-swappanel--quote-unreachable',
    'theme:light',
    400,
    '.cp-quote-error[data-error="network"] .cp-recovery',
  ],
  [
    'panel-swappanel--quote-unreachable',
    'theme:dark',
    320,
    '.cp-quote-error[data-error="network"] .cp-recovery',
  ],
  ['panel-swappanel--hostile-records', 'theme:light', 400, '.cp-panel', true],
  ['panel-swappanel--hostile-records', 'theme:dark;locale:de-DE', 320, '.cp-panel', true],
  ['views-requesthistory--rate-limited', 'theme:light', 480, '.cp-history .cp-recovery'],
  ['views-requesthistory--rate-limited', 'theme:dark;locale:de-DE', 320, '.cp-history .cp-recovery'],
  ['appbalancecard--offline', 'theme:light', 400, '.cp-app-balance .cp-recovery'],
  ['appbalancecard--offline', 'theme:dark;locale:de-DE', 320, '.cp-app-balance .cp-recovery'],
  ['views-requeststatus--unreachable', 'theme:light', 400, '.cp-status .cp-recovery'],
  ['views-requeststatus--unreachable', 'theme:dark;width:320', 320, '.cp-status .cp-recovery'],
  ['panel-executionprogress--service-unreachable', 'theme:light', 400, '.cp-progress__recovery .cp-recovery'],
  ['panel-executionprogress--service-unreachable', 'theme:dark', 400, '.cp-progress__recovery .cp-recovery'],
  ['panel-executionprogress--service-unreachable', 'theme:light', 320, '.cp-progress__recovery .cp-recovery'],
]

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
}
const server = createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://x').pathname
  try {
    const body = readFileSync(join(staticDir, name === '/' ? 'index.html' : name))
    response.setHeader('content-type', types[extname(name)] ?? 'application/octet-stream')
    response.end(body)
  } catch {
    response.statusCode = 404
    response.end()
  }
})
await new Promise((done) => server.listen(0, '127.0.0.1', done))
const base = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const images = []
try {
  for (const [id, storyArgs, width, selector, openPicker] of shots) {
    const page = await browser.newPage({ viewport: { width: width + 32, height: 900 }, deviceScaleFactor: 1 })
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&args=${storyArgs}`)
    const frame = page.locator('#storybook-root')
    await page.locator(selector).first().waitFor({ timeout: 30_000 })
    // The story's play function opens the From picker (Storybook runs it in the iframe too).
    if (openPicker)
      await page
        .getByRole('dialog')
        .getByText(/^evil USDC/)
        .last()
        .waitFor({ timeout: 30_000 })
    // Storybook's padded layout is 1rem; the frame is the component at its width.
    await page.evaluate((w) => {
      // HostileRecords' play narrows the canvas to 320 px for its own check: the shot sets its width itself.
      document.getElementById('storybook-root')?.style.removeProperty('width')
      const el = document.querySelector('#storybook-root > *')
      if (el instanceof HTMLElement) el.style.width = `${w}px`
    }, width)
    await page.waitForTimeout(300) // one paint after the width change (a screenshot, not a test)
    const png = await frame.screenshot()
    const shown = storyArgs.split(';').filter((arg) => !arg.startsWith('width:'))
    const label = [id.split('--')[1], ...shown.map((arg) => arg.split(':')[1]), `${width}px`].join(' · ')
    images.push({ label, png })
    if (partsDir) {
      mkdirSync(partsDir, { recursive: true })
      writeFileSync(
        join(partsDir, `${images.length}-${id.split('--')[1]}-${storyArgs.replace(/[:;]/g, '_')}.png`),
        png,
      )
    }
    console.log(`shot ${label}`)
    await page.close()
  }
  // The gallery: every shot in a wrapping row on the docs' grey, labelled.
  const gallery = await browser.newPage({ viewport: { width: 1400, height: 400 }, deviceScaleFactor: 1 })
  await gallery.setContent(
    `<!doctype html><body style="margin:0;background:#888;font:12px system-ui,sans-serif;color:#fff">
    <div style="display:flex;flex-wrap:wrap;gap:24px;padding:24px;align-items:flex-start">${images
      .map(
        ({ label, png }) =>
          `<figure style="margin:0"><img style="display:block" src="data:image/png;base64,${png.toString('base64')}"><figcaption style="margin-top:4px">${label}</figcaption></figure>`,
      )
      .join('')}</div></body>`,
  )
  await gallery.screenshot({ path: out, fullPage: true })
  console.log(`wrote ${out}`)
} finally {
  await browser.close()
  server.close()
}
