// Screenshots of AppBalanceCard on a live simulator (virtual chains, seeded history, a fast-fill hold) in headless
// Chromium (/usr/bin/chromium, playwright-core): light, dark, 320 px; balances with holds, a refused claim, mid-claim
// (the confirm held back), claimed with the payout link. Run: npx tsx packages/widget/scripts/appBalanceScreenshots.ts
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, fastFill, getQuote } from '@crosspay/core'
import { startSimulatorServer } from '@crosspay/simulator/node'
import { chromium, type Page } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const out = resolve(here, '../../../docs/screenshots')
const esbuild = createRequire(join(here, '../../simulator/package.json'))('esbuild')
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

const sim = await startSimulatorServer({ port: 0, chains: 'virtual', history: 40 })
const keyed = createClient({ baseUrl: sim.baseUrl, apiKey: 'demo-key', onWarning: () => {} })
const quote = await getQuote(keyed, {
  user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: usdc,
  destinationCurrency: usdc,
  amount: '25000000',
  tradeType: 'EXACT_INPUT',
})
await fastFill(keyed, { requestId: quote.steps[0]!.requestId! }) // a 25 USD hold

const dir = mkdtempSync(join(tmpdir(), 'cp-app-balance-'))
await esbuild.build({
  entryPoints: [join(here, 'appBalanceGallery.tsx')],
  bundle: true,
  outdir: dir,
  format: 'esm',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
const page =
  '<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="/appBalanceGallery.css"><div id="root"></div><script type="module" src="/appBalanceGallery.js"></script>'
const files = createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://x').pathname
  if (name === '/') return response.end(page)
  let body: Buffer
  try {
    body = readFileSync(join(dir, name))
  } catch {
    return response.writeHead(404).end()
  }
  const type = name.endsWith('.css') ? 'text/css' : 'text/javascript'
  response.writeHead(200, { 'content-type': type }).end(body)
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
    '--disable-component-update',
    '--disable-sync',
  ],
})
async function open(theme: 'light' | 'dark', width: number): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
  tab.on('pageerror', (error) => console.error('page error:', error.message))
  await tab.goto(`${origin}/?base=${encodeURIComponent(sim.baseUrl)}&theme=${theme}&width=${width}`)
  await tab.waitForSelector('.cp-app-balance[data-state="ready"] .cp-app-balance__chain')
  await tab.waitForSelector('text=In your wallet')
  return tab
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
let violations = 0
const shot = async (tab: Page, name: string) => {
  await tab.locator('#root > div').screenshot({ path: join(out, name) })
  // axe in real Chromium (colour contrast included) on the state just shot.
  await tab.addScriptTag({ content: axeSource })
  const found = await tab.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(el: Element): Promise<{ violations: unknown[] }> } })
      .axe
    return (await axe.run(document.querySelector('.cp-root')!)).violations
  })
  violations += found.length
  console.log(
    `wrote docs/screenshots/${name}; axe: ${found.length ? JSON.stringify(found, null, 1) : 'no violations'}`,
  )
}
const claimForm = (tab: Page) => tab.locator('form.cp-app-balance__claim')

try {
  await shot(await open('light', 480), 'app-balance-light.png')
  await shot(await open('dark', 480), 'app-balance-dark.png')

  // 320 px: a claim above what is available (the hold) is refused, then a claim of 5 USDC held at its confirm.
  const narrow = await open('light', 320)
  const amount = claimForm(narrow).getByLabel('Amount')
  await amount.fill('990')
  await claimForm(narrow).getByRole('button', { name: 'Claim' }).click()
  await narrow.waitForSelector('form.cp-app-balance__claim[data-state="refused"]')
  await shot(narrow, 'app-balance-320-refused.png')
  let release = () => {}
  const held = new Promise<void>((done) => {
    release = done
  })
  await narrow.route('**/claim/confirm**', async (route) => {
    await held
    await route.continue()
  })
  await amount.fill('5')
  await claimForm(narrow).getByLabel('Recipient').fill('0x000000000000000000000000000000000000c1a2')
  await claimForm(narrow).getByRole('button', { name: 'Claim' }).click()
  await narrow.waitForSelector('.cp-app-balance__claim .cp-app-balance__progress[data-state="paying-out"]')
  await shot(narrow, 'app-balance-320-mid-claim.png')
  release()
  await narrow.waitForSelector('.cp-app-balance__claim .cp-app-balance__progress[data-state="claimed"]')
  await narrow.waitForSelector('text=$995.00', { timeout: 5_000 }).catch(() => {})
  await shot(narrow, 'app-balance-320-claimed.png')

  // Dark, 320 px: claimed with the payout's explorer link.
  const dark = await open('dark', 320)
  await claimForm(dark).getByLabel('Amount').fill('2.5')
  await claimForm(dark).getByRole('button', { name: 'Claim' }).click()
  await dark.waitForSelector('.cp-app-balance__claim .cp-app-balance__progress[data-state="claimed"]')
  await shot(dark, 'app-balance-320-dark-claimed.png')
} finally {
  await browser.close()
  files.close()
  await sim.close()
}
if (violations) process.exitCode = 1
