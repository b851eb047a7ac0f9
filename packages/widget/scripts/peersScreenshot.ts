// docs/screenshots/peers.png: the peers' widgets beside ours, in one Chromium page, each in a frame of the same width.
//   Relay's SwapWidget (@relayprotocol/relay-kit-ui from npm, unchanged: fidelity/relay-kit-ui) pointed at our
//   simulator on two anvil chains (it speaks the same interface), its wallet wagmi's mock on anvil account #0;
//   LI.FI's <LiFiWidget> (bench/peers/lifi, unchanged) as its docs add it: it talks to LI.FI's own API, which this
//   offline machine cannot reach, so it shows what a user sees while that fails;
//   our SwapPanel (peersPanel.tsx) on an in-page simulator.
// Each side is given 0.01 ETH from Base to OP Mainnet where it can quote. Needs the peers installed first:
//   npm ci --prefix fidelity/relay-kit-ui --ignore-scripts && npm ci --prefix bench/peers/lifi --ignore-scripts
//   npx tsx packages/widget/scripts/peersScreenshot.ts [docs/screenshots/peers.png]
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const repo = resolve(here, '../../..')
const out = resolve(process.argv[2] ?? join(repo, 'docs/screenshots/peers.png'))
const width = 420
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}
const cleanups: (() => unknown)[] = []

/** Serves `dir` as plain files (index.html at `/`) on a free port; returns its origin. */
const serve = async (dir: string, index = 'index.html') => {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = path === '/' ? index : path.slice(1)
    try {
      const body = readFileSync(join(dir, file))
      response
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  cleanups.push(() => server.close())
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

try {
  // The simulator on anvil chains, for Relay's widget.
  const port = 40000 + Math.floor(Math.random() * 8000)
  const api = `http://127.0.0.1:${port}`
  const sim = spawn('pnpm', ['-s', 'sim', '--chains', 'anvil', '--port', String(port), '--history', '0'], {
    cwd: repo,
    stdio: 'ignore',
    detached: true,
  })
  cleanups.push(() => sim.pid && process.kill(-sim.pid, 'SIGTERM'))

  // Relay: the fidelity app's production build.
  const relayDir = join(repo, 'fidelity/relay-kit-ui')
  const relayBuild = spawnSync(join(relayDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: relayDir,
    encoding: 'utf8',
  })
  if (relayBuild.status !== 0) throw new Error(`relay build: ${relayBuild.stderr}`)
  const relay = await serve(join(relayDir, 'dist'))

  // LI.FI: its bench entry with its EVM provider, built by its own Vite from a page in a temporary folder.
  const lifiDir = join(repo, 'bench/peers/lifi')
  const lifiRoot = mkdtempSync(join(tmpdir(), 'cp-peers-lifi-'))
  writeFileSync(
    join(lifiRoot, 'index.html'),
    `<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="${join(lifiDir, 'src/lifiWidgetEvm.tsx')}"></script>`,
  )
  const lifiRequire = createRequire(join(lifiDir, 'package.json'))
  const vite = await import(pathToFileURL(lifiRequire.resolve('vite')).href)
  const react = (await import(pathToFileURL(lifiRequire.resolve('@vitejs/plugin-react')).href)).default
  await vite.build({
    root: lifiRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(lifiRoot, 'dist'), chunkSizeWarningLimit: 10_000 },
  })
  const lifi = await serve(join(lifiRoot, 'dist'))

  // Ours: esbuild of peersPanel.tsx, as galleryScreenshots.ts builds its galleries.
  const oursDir = mkdtempSync(join(tmpdir(), 'cp-peers-ours-'))
  const esbuild = createRequire(join(repo, 'packages/simulator/package.json'))('esbuild')
  await esbuild.build({
    entryPoints: [join(here, 'peersPanel.tsx')],
    bundle: true,
    outdir: oursDir,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  writeFileSync(
    join(oursDir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="/peersPanel.css"><body style="margin:0"><div id="root"></div><script type="module" src="/peersPanel.js"></script>',
  )
  const ours = await serve(oursDir)

  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${api}/chains`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts
  }
  const frames = [
    {
      title: 'Relay SwapWidget (relay-kit-ui 8.0.12, on our simulator)',
      src: `${relay}/?api=${encodeURIComponent(api)}`,
    },
    { title: 'LI.FI Widget 4.5.0 (its own API, unreachable offline)', src: lifi },
    { title: 'crosspay SwapPanel (on the same simulator)', src: `${ours}/?api=${encodeURIComponent(api)}` },
  ]
  const page = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#e5e7eb;font:600 13px system-ui">
<div style="display:flex;gap:24px;padding:24px;align-items:flex-start">${frames
    .map(
      (f) =>
        `<figure style="margin:0;width:${width}px"><figcaption style="margin-bottom:8px">${f.title}</figcaption><iframe src="${f.src}" title="${f.title}" style="width:${width}px;height:720px;border:0;background:#fff"></iframe></figure>`,
    )
    .join('')}</div>`
  const pageDir = mkdtempSync(join(tmpdir(), 'cp-peers-page-'))
  writeFileSync(join(pageDir, 'index.html'), page)
  const composite = await serve(pageDir)

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
  cleanups.push(() => browser.close())
  const tab = await browser.newPage({
    viewport: { width: 3 * width + 4 * 24, height: 800 },
    deviceScaleFactor: 1,
  })
  tab.on('pageerror', (error) => console.error('page error:', error.message))
  tab.on('console', (m) => m.type() === 'error' && console.error('console:', m.text().slice(0, 200)))
  await tab.goto(composite)
  const [relayFrame, lifiFrame, oursFrame] = tab.frames().slice(1)
  // Relay: its chains loaded, 0.01 ETH typed, its quote shown.
  await relayFrame!.getByText('Base (local)').first().waitFor({ timeout: 60_000 })
  await relayFrame!.locator('input[inputmode="decimal"]').first().fill('0.01')
  await relayFrame!.waitForFunction(
    () =>
      [...document.querySelectorAll('input[inputmode="decimal"]')].some(
        (i, n) => n > 0 && (i as HTMLInputElement).value !== '',
      ),
    undefined,
    { timeout: 60_000 },
  )
  // LI.FI: its form drawn (its requests to li.quest fail here).
  await lifiFrame!.locator('button, input').first().waitFor({ timeout: 60_000 })
  // Ours: quoted.
  await oursFrame!.locator('[data-action="ready"]').waitFor({ timeout: 60_000 })
  await tab.waitForTimeout(1500) // spinners of the peers settle; a picture, not a test
  await tab.screenshot({ path: out, fullPage: true })
  console.log(`wrote ${out}`)
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
}
