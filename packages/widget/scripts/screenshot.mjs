// Bundles scripts/gallery.tsx with esbuild and screenshots it in headless Chromium (/usr/bin/chromium):
//   node packages/widget/scripts/screenshot.mjs [out.png]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(join(here, '../../simulator/package.json'))
const esbuild = require('esbuild')
// node screenshot.mjs [entry.tsx] [out.png] [WIDTHxHEIGHT]: the entry defaults to gallery.tsx.
const args = process.argv.slice(2)
const entry = args[0]?.endsWith('.tsx') ? args.shift() : 'gallery.tsx'
const out = resolve(args[0] ?? join(here, '../../../docs/screenshots/widget-parts.png'))
const [width, height] = (args[1] ?? '1240x900').split('x')
const name = entry.replace(/\.tsx$/, '')
const dir = mkdtempSync(join(tmpdir(), 'cp-gallery-'))
await esbuild.build({
  entryPoints: [resolve(here, entry)],
  bundle: true,
  outdir: dir,
  format: 'iife',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="${name}.css"><div id="root"></div><script src="${name}.js"></script>`,
)
execFileSync('/usr/bin/chromium', [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  `--window-size=${width},${height}`,
  `--virtual-time-budget=${process.env.BUDGET_MS ?? 3000}`,
  `--screenshot=${out}`,
  `file://${join(dir, 'index.html')}`,
])
console.log(`wrote ${out}`)
