// The widget benchmark, in headless Chromium against the simulator (virtual chains, 10,000 seeded requests): the
// page (./page, React's profiling build) is built with vite and served; each view is opened fresh. Prints figures
// and writes them as JSON to the path in CROSSPAY_BENCH_JSON when set (`pnpm bench` puts them in
// docs/benchmarks.md). Fails only if a view never shows what it waits for. Nothing here is asserted on time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSimulatorServer } from '@crosspay/simulator/node'
import react from '@vitejs/plugin-react'
import { chromium, type Page } from 'playwright-core'
import { build } from 'vite'
import { serveDirectory } from '../test/packed/serveDirectory'

const runs = Number(process.env.CROSSPAY_BENCH_RUNS ?? 3)
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
]
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN

const out = await mkdtemp(join(tmpdir(), 'cp-bench-page-'))
await build({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  // The profiling build: production React whose <Profiler> still reports commits.
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 100_000 },
})
const sim = await startSimulatorServer({ port: 0, chains: 'virtual', history: 10_000 })
const site = await serveDirectory(out)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags })
const open = async (query: Record<string, string>) => {
  const page = await browser.newPage({ viewport: { width: 480, height: 900 } })
  // tsx names the functions handed to page.evaluate with its `__name` helper: the page needs one too.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f' })
  await page.route('https://assets.crosspay.local/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  )
  await page.goto(`${site.url}?${new URLSearchParams({ sim: sim.baseUrl, ...query })}`)
  return page
}
/** When (Date.now() in the page) `selector` first matches an element with text, from now on. */
const watch = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      new Promise<number>((resolve) => {
        const seen = () => (document.querySelector(s)?.textContent?.trim() ? Date.now() : undefined)
        const now = seen()
        if (now) return resolve(now)
        const observer = new MutationObserver(() => {
          const at = seen()
          if (!at) return
          observer.disconnect()
          resolve(at)
        })
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        })
      }),
    selector,
  )
type Bench = { quoteRequests: number[]; statusRequests: number[]; commits: number[]; keys: number[] }
const read = (page: Page) => page.evaluate(() => (window as unknown as { bench: Bench }).bench)

// 1. Typing an amount: quote requests, panel commits per keystroke, last keystroke → quote on screen.
const typing: { requests: number; commitsPerKey: number; toQuote: number }[] = []
for (let i = 0; i < runs; i++) {
  const page = await open({ view: 'panel' })
  const amount = page.getByLabel('You pay', { exact: true })
  await amount.waitFor({ timeout: 30_000 })
  await page.locator('.cp-card[data-side="origin"]').getByText('ETH').first().waitFor({ timeout: 30_000 })
  await page.evaluate(() => {
    const b = (window as unknown as { bench: Bench }).bench
    b.quoteRequests.length = 0
    b.commits.length = 0
    b.keys.length = 0
  })
  const shown = watch(page, '.cp-card[data-side="destination"][data-exact]')
  await amount.pressSequentially('0.0123', { delay: 80 }) // a quick typist: ~12 keys a second
  const at = await shown
  const b = await read(page)
  const last = b.keys.at(-1)!
  typing.push({
    requests: b.quoteRequests.length,
    commitsPerKey: b.commits.filter((t) => t <= last + 16).length / b.keys.length,
    toQuote: at - last,
  })
  await page.close()
}

// 2. The simulator's terminal status → the screen, polling (1 s) and streaming.
const quoteBody = {
  user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: '0x0000000000000000000000000000000000000000',
  destinationCurrency: '0x0000000000000000000000000000000000000000',
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
}
const api = (path: string, body?: unknown) =>
  fetch(`${sim.baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.json() as Promise<Record<string, unknown>>)
const statusToScreen: Record<'poll' | 'stream', number[]> = { poll: [], stream: [] }
for (const mode of ['poll', 'stream'] as const)
  for (let i = 0; i < runs; i++) {
    const quote = (await api('/quote/v2', quoteBody)) as { steps: { requestId: string }[] }
    const requestId = quote.steps[0]!.requestId
    const page = await open({ view: 'status', requestId, stream: mode === 'stream' ? '1' : '0' })
    await page.locator('.cp-status[data-status]').first().waitFor({ timeout: 30_000 })
    const shown = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const done = () => document.querySelector('[data-status="success"]')
          const observer = new MutationObserver(() => {
            if (!done()) return
            observer.disconnect()
            resolve(Date.now())
          })
          observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        }),
    )
    await api('/__sim/deposit', { requestId })
    // The service side: when the simulator itself first answers the terminal status (read every 5 ms).
    let terminalAt = 0
    for (const end = Date.now() + 60_000; !terminalAt; ) {
      if (Date.now() > end) throw new Error(`request ${requestId} did not reach success in 60 s`)
      const s = await api(`/intents/status/v3?requestId=${requestId}`)
      if (s.status === 'success') terminalAt = Date.now()
      else await new Promise((r) => setTimeout(r, 5))
    }
    statusToScreen[mode].push((await shown) - terminalAt)
    await page.close()
  }

// 3. The history list at 10,000 rows: every page loaded by scrolling, then DOM nodes and frame times while scrolling.
const page = await open({ view: 'history' })
const viewport = page.locator('.cp-history__viewport')
await page.locator('.cp-history__item').first().waitFor({ timeout: 30_000 })
let rows = 0
const pagesLoaded = () =>
  page.evaluate(() => (window as unknown as { bench: { historyPages: number } }).bench.historyPages)
for (let stalls = 0; stalls < 5; ) {
  const before = await pagesLoaded()
  // The next page is asked for once the list's end is in view; a nudge up and down brings it into view again.
  await viewport.evaluate((el) => {
    el.scrollTop = el.scrollHeight - el.clientHeight - 200
  })
  await page.waitForTimeout(20)
  await viewport.evaluate((el) => {
    el.scrollTop = el.scrollHeight
  })
  const size = await page.locator('.cp-history__item').first().getAttribute('aria-setsize')
  if (size !== '-1') {
    rows = Number(size)
    break
  }
  let after = before
  for (let t = 0; t < 100 && after === before; t++) {
    await page.waitForTimeout(30)
    after = await pagesLoaded()
  }
  stalls = after === before ? stalls + 1 : 0
}
// How many rows are loaded: the last row's position once scrolled to the end.
rows ||= await page.evaluate(() =>
  Math.max(
    ...[...document.querySelectorAll('.cp-history__item')].map((e) =>
      Number(e.getAttribute('aria-posinset')),
    ),
  ),
)
const history = await viewport.evaluate(async (el) => {
  el.scrollTop = 0
  const frames: number[] = []
  let last = performance.now()
  await new Promise<void>((resolve) => {
    const step = (now: number) => {
      frames.push(now - last)
      last = now
      el.scrollTop += 400
      if (el.scrollTop + el.clientHeight >= el.scrollHeight || frames.length > 2000) resolve()
      else requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })
  return { nodes: document.getElementsByTagName('*').length, frames: frames.slice(1) }
})
await browser.close()
await site.close()
await sim.close()
await rm(out, { recursive: true, force: true })

const figures = {
  runs,
  typing: {
    keystrokes: 6,
    quoteRequests: median(typing.map((t) => t.requests)),
    commitsPerKeystroke: median(typing.map((t) => t.commitsPerKey)),
    lastKeystrokeToQuoteMs: median(typing.map((t) => t.toQuote)),
  },
  statusToScreenMs: { poll: median(statusToScreen.poll), stream: median(statusToScreen.stream) },
  history: {
    rows,
    domNodes: history.nodes,
    frameMs: {
      p50: pct(history.frames, 0.5),
      p95: pct(history.frames, 0.95),
      max: Math.max(...history.frames),
    },
    frames: history.frames.length,
  },
}
console.log('\nwidget in Chromium against the simulator (median of %d runs)\n', runs)
console.log(
  `typing "0.0123" (6 keys, 80 ms apart): ${figures.typing.quoteRequests} quote request(s), ` +
    `${figures.typing.commitsPerKeystroke.toFixed(1)} panel commits per keystroke, ` +
    `last keystroke → quote on screen ${figures.typing.lastKeystrokeToQuoteMs} ms (300 ms of it the debounce)`,
)
console.log(
  `terminal status → screen: polling (1 s) ${figures.statusToScreenMs.poll} ms, stream ${figures.statusToScreenMs.stream} ms`,
)
console.log(
  `history: ${rows} rows loaded, ${history.nodes} DOM nodes, scrolling ${figures.history.frames} frames: ` +
    `p50 ${figures.history.frameMs.p50.toFixed(1)} ms, p95 ${figures.history.frameMs.p95.toFixed(1)} ms, max ${figures.history.frameMs.max.toFixed(1)} ms`,
)
if (process.env.CROSSPAY_BENCH_JSON)
  await writeFile(process.env.CROSSPAY_BENCH_JSON, JSON.stringify(figures, null, 2))
