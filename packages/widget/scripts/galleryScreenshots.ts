// Screenshots of a live gallery (panelGallery.tsx, checkoutGallery.tsx: each scene on its own in-page simulator) in
// headless Chromium (/usr/bin/chromium, playwright-core), waiting on each scene's state rather than a time budget,
// with axe run on every widget root:
//   npx tsx packages/widget/scripts/galleryScreenshots.ts panelGallery.tsx docs/screenshots/swap-panel.png 1400
//   npx tsx packages/widget/scripts/galleryScreenshots.ts checkoutGallery.tsx docs/screenshots/checkout.png 1500
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const entry = process.argv[2] ?? 'panelGallery.tsx'
const name = entry.replace(/\.tsx$/, '')
const out = resolve(process.argv[3] ?? join(here, '../../../docs/screenshots/swap-panel.png'))
const width = Number(process.argv[4] ?? 1400)
const esbuild = createRequire(join(here, '../../simulator/package.json'))('esbuild')
const dir = mkdtempSync(join(tmpdir(), 'cp-panel-'))
await esbuild.build({
  entryPoints: [join(here, entry)],
  bundle: true,
  outdir: dir,
  format: 'esm',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
const page = `<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="/${name}.css"><div id="root"></div><script type="module" src="/${name}.js"></script>`
const files = createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://x').pathname
  if (name === '/') return response.end(page)
  try {
    const body = readFileSync(join(dir, name))
    response
      .writeHead(200, { 'content-type': name.endsWith('.css') ? 'text/css' : 'text/javascript' })
      .end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise<void>((done) => files.listen(0, '127.0.0.1', done))
const address = files.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
})
try {
  const tab = await browser.newPage({ viewport: { width, height: 1000 }, deviceScaleFactor: 1 })
  tab.on('pageerror', (error) => console.error('page error:', error.message))
  await tab.goto(origin)
  // Every scene settled: an outcome, a review, a picker list, a quote for the form as it is, or a quote error.
  const settled = `[...document.querySelectorAll('[data-scene]')].map((scene) => Boolean(scene.querySelector(scene.dataset.expect || ${JSON.stringify(
    [
      '.cp-progress[data-status="success"]',
      '.cp-progress[data-status="refund"]',
      '.cp-progress [data-state="submitted"]',
      '.cp-progress [data-state="confirming"]',
      '.cp-review button[data-action="confirm"]:not(:disabled)',
      '.cp-picker__option',
      '[data-quote="current"] [data-action="ready"]',
      '[data-quote="current"] details[open]',
      '[data-error]',
      '.cp-checkout__form button[data-status="ready"]',
      '.cp-checkout__outcome',
      '[data-testid="deposit-address"]',
      '.cp-checkout__notice[data-state="insufficient"]',
    ].join(', '),
  )})))`
  await tab
    .waitForFunction(`${settled}.every(Boolean)`, undefined, { timeout: 90_000, polling: 250 })
    .catch(async () => console.error('not settled:', await tab.evaluate(settled)))
  await tab.locator('#root > div').screenshot({ path: out })
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  await tab.addScriptTag({ content: axeSource })
  const found = await tab.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(el: Element): Promise<{ violations: unknown[] }> } })
      .axe
    const all = []
    for (const root of document.querySelectorAll('.cp-root')) all.push(...(await axe.run(root)).violations)
    return all
  })
  console.log(`wrote ${out}; axe: ${found.length ? JSON.stringify(found, null, 1) : 'no violations'}`)
} finally {
  await browser.close()
  files.close()
}
