// Bundles a gallery page (scripts/gallery.tsx by default) with esbuild and screenshots it in headless Chromium
// (/usr/bin/chromium):
//   node packages/widget/scripts/screenshot.mjs [out.png] [page.tsx] [width,height]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(join(here, '../../simulator/package.json'))
const esbuild = require('esbuild')
const out = resolve(process.argv[2] ?? join(here, '../../../docs/screenshots/widget-parts.png'))
const entry = process.argv[3] ? resolve(process.argv[3]) : join(here, 'gallery.tsx')
const name = basename(entry).replace(/\.tsx?$/, '')
const windowSize = process.argv[4] ?? '1240,900'
const dir = mkdtempSync(join(tmpdir(), 'cp-gallery-'))
await esbuild.build({
  entryPoints: [entry],
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
  `--window-size=${windowSize}`,
  '--virtual-time-budget=3000',
  `--screenshot=${out}`,
  `file://${join(dir, 'index.html')}`,
])
console.log(`wrote ${out}`)
