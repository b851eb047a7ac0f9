// Runs inside the scratch app (CROSSPAY_KEEP_SIZE_APP=1 pnpm size keeps one): where an entry's added start-up bytes
// come from, module by module. Builds the entry and the bare host as measureBuilds.mjs does, with hidden source
// maps, attributes every byte of the minified start-up JS to the source module the map names, then splits the
// entry's added gz bytes (its start-up JS minus the bare host's) over the modules it adds or grows, in proportion to
// each one's code gzipped alone, and prints those modules and their packages, largest first. An estimate (gzip
// shares redundancy across modules), exact in total.
// Usage: node analyzeEntry.mjs <entry> [--loaded] [--all]
//   --loaded: with crosspay's lazy parts loaded (its dynamic imports), as measureBuilds.mjs's `loadedJs`
//   --all: every module, not only the top 60
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const [name, ...flags] = process.argv.slice(2)
if (!name) throw new Error('usage: node analyzeEntry.mjs <entry> [--loaded] [--all]')
const loaded = flags.includes('--loaded')

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** Decodes one VLQ source-map segment into its numbers. */
const decodeSegment = (text) => {
  const values = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** The code of `source` split by the module each byte maps to: `{ module: text }`. */
const attribute = (code, map) => {
  const lines = code.split('\n')
  const parts = {}
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? ''
    let column = 0
    let current = '(unmapped)'
    let start = 0
    for (const segment of line.split(',').filter(Boolean)) {
      const values = decodeSegment(segment)
      column += values[0]
      // A one-field segment maps nothing (bundler glue such as vite's preload helper): `(unmapped)`.
      if (values.length > 1) sourceIndex += values[1]
      const next = values.length > 1 ? map.sources[sourceIndex] : '(unmapped)'
      if (next !== current) {
        parts[current] = (parts[current] ?? '') + text.slice(start, column)
        current = next
        start = column
      }
    }
    parts[current] = `${parts[current] ?? ''}${text.slice(start)}\n`
  })
  return parts
}

/** `node_modules/<package>/…` → a short module name; the package is its first one or two parts. */
const shorten = (source) =>
  source
    .split('node_modules/')
    .at(-1)
    .replace(/^\.\.\//, '')
const packageOf = (module) => {
  const parts = module.split('/')
  return module.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Minified code per module of the entry's start-up JS, and its total gzipped bytes. */
const measure = async (entry) => {
  const outDir = join('dist-analyze', entry)
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 100_000,
      rollupOptions: { input: `src/${entry}.tsx` },
    },
  })
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const seen = new Set()
  const walk = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) walk(next)
    if (loaded)
      for (const next of manifest[key].dynamicImports ?? [])
        if (next.includes('/@crosspay/') && !/\/messages\/(catalogs\/|loadMessages)/.test(next)) walk(next)
  }
  walk(Object.keys(manifest).find((key) => manifest[key].isEntry))
  const modules = {}
  let total = 0
  for (const key of seen) {
    const file = join(outDir, manifest[key].file)
    const code = readFileSync(file, 'utf8')
    total += gzipSync(code).length
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'))
    for (const [source, text] of Object.entries(attribute(code, map)))
      modules[shorten(source)] = (modules[shorten(source)] ?? '') + text
  }
  return { modules, total }
}

const entry = await measure(name)
const bare = await measure('bare')
// The added gz bytes (entry minus bare) split over the modules the entry adds or grows, in proportion to each one's
// added code gzipped alone (less gzip's fixed 20-byte frame).
const frame = gzipSync('').length
const grown = Object.entries(entry.modules)
  .map(([module, text]) => ({ module, min: text.length - (bare.modules[module]?.length ?? 0), text }))
  .filter((row) => row.min > 0)
  .map((row) => ({
    ...row,
    weight: Math.max(gzipSync(row.text).length - frame, 1) * (row.min / row.text.length),
  }))
const weights = grown.reduce((sum, row) => sum + row.weight, 0)
const added = grown
  .map((row) => ({
    module: row.module,
    min: row.min,
    gz: ((entry.total - bare.total) * row.weight) / weights,
  }))
  .sort((a, b) => b.gz - a.gz)
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`
const packages = {}
for (const row of added) {
  const pkg = (packages[packageOf(row.module)] ??= { min: 0, gz: 0, modules: 0 })
  pkg.min += row.min
  pkg.gz += row.gz
  pkg.modules++
}
console.log(
  `${name}: ${kB(entry.total)} gz ${loaded ? 'JS, lazy parts loaded' : 'start-up JS'}, bare ${kB(bare.total)}, added ${kB(entry.total - bare.total)}`,
)
console.log('\nby package (added over bare): gz share, minified bytes')
for (const [pkg, row] of Object.entries(packages).sort((a, b) => b[1].gz - a[1].gz))
  console.log(`  ${kB(row.gz).padStart(9)}  ${kB(row.min).padStart(9)} min  ${pkg} (${row.modules} modules)`)
console.log('\nby module (added over bare)')
for (const row of flags.includes('--all') ? added : added.slice(0, 60))
  console.log(`  ${kB(row.gz).padStart(9)}  ${kB(row.min).padStart(9)} min  ${row.module}`)
