// Runs inside the scratch app (outside the workspace, with its own npm-installed vite): builds each entry of src/
// (every .tsx but host.tsx) as its own production app, as `vite build` would, and prints one JSON line with, per
// entry, the gzipped bytes of the JS loaded at start (the entry chunk and its static imports), of the JS loaded
// once crosspay's own lazy parts have loaded (its dynamic imports: response validation, the executor, the wallet
// balances; not the catalogs of other languages, nor the Solana or gasless paths, counted apart, measured one by one with their compiler), of all its JS (viem's on-demand chunks too: CCIP reads, secp256k1 recovery, which a bridge with a
// browser wallet does not load), of its CSS, the minified bytes per package of the start-up JS (where the weight
// comes from) and the crosspay modules in it. Where the bytes come from, module by module: analyzeEntry.mjs.
// Usage: node measureBuilds.mjs [entry …]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const only = process.argv.slice(2)
const entries = readdirSync('src')
  .filter((file) => file.endsWith('.tsx') && file !== 'host.tsx')
  .map((file) => file.slice(0, -4))
  .filter((name) => only.length === 0 || only.includes(name))

/** `@scope/name` or `name` of a module id inside node_modules; `app` for the host's own files. */
const packageOf = (id) => {
  const tail = id.split('node_modules/').at(-1)
  if (tail === id) return 'app'
  const parts = tail.split('/')
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

const result = {}
for (const name of entries) {
  const outDir = join('dist-size', name)
  const modules = {}
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      chunkSizeWarningLimit: 100_000,
      rollupOptions: { input: `src/${name}.tsx` },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
  for (const chunk of chunks)
    if (chunk.type === 'chunk')
      modules[chunk.fileName] = Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const gz = (file) => gzipSync(readFileSync(join(outDir, file))).length
  // `dynamic` says which dynamic imports to follow, by the imported module's path.
  const walk = (key, dynamic, seen) => {
    if (seen.has(key)) return seen
    seen.add(key)
    const chunk = manifest[key]
    for (const next of chunk.imports ?? []) walk(next, dynamic, seen)
    for (const next of chunk.dynamicImports ?? []) if (dynamic(next)) walk(next, dynamic, seen)
    return seen
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const chunksOf = (dynamic) => [...walk(entryKey, dynamic, new Set())].map((key) => manifest[key])
  const initial = chunksOf(() => false)
  // A language other than English (its catalog and the compiler) loads only on a page in that language.
  const language = (key) => /\/messages\/(catalogs\/|loadMessages)/.test(key)
  // The Solana path (core's execution/svm/, @solana/kit) loads only for a quote with a Solana item, the panel's Solana
  // parts (svmParts: wallet discovery with @wallet-standard/app, the fee lines) and balance reader only with a Solana
  // chain in the route: counted apart.
  const solana = (key) =>
    key.includes('/execution/svm/') ||
    key.includes('/readSvmBalances') ||
    key.includes('/svmParts') ||
    key.includes('/@wallet-standard/')
  // The gasless path (core's execution/gasless/ chunk: EIP-7702, the Calibur batch) loads only with `gasless`: apart too.
  const gasless = (key) => key.includes('/execution/gasless/')
  const loaded = chunksOf(
    (key) => key.includes('/@crosspay/') && !language(key) && !solana(key) && !gasless(key),
  )
  const withSolana = chunksOf(
    (key) => (key.includes('/@crosspay/') || solana(key)) && !language(key) && !gasless(key),
  )
  const withGasless = chunksOf((key) => key.includes('/@crosspay/') && !language(key) && !solana(key))
  const loadedKeys = new Set(loaded.map((chunk) => chunk.file))
  // Each catalog's own chunk, and the compiler every language but English loads once with it.
  const catalogs = {}
  let compiler = 0
  for (const [key, chunk] of Object.entries(manifest)) {
    const catalog = /\/messages\/catalogs\/([^/]+)\.[jt]sx?$/.exec(key)
    if (catalog) {
      if (catalog[1] !== 'en') catalogs[catalog[1]] = gz(chunk.file) // en: the pseudo-locale's source only
    } else if (language(key) && !loadedKeys.has(chunk.file)) compiler += gz(chunk.file)
  }
  const all = chunksOf(() => true)
  const css = new Set(all.flatMap((chunk) => chunk.css ?? []))
  const packages = {}
  const crosspay = []
  for (const chunk of initial)
    for (const [id, length] of modules[chunk.file] ?? []) {
      packages[packageOf(id)] = (packages[packageOf(id)] ?? 0) + length
      if (id.includes('/@crosspay/')) crosspay.push(id.split('/@crosspay/')[1])
    }
  result[name] = {
    initialJs: initial.reduce((sum, chunk) => sum + gz(chunk.file), 0),
    loadedJs: loaded.reduce((sum, chunk) => sum + gz(chunk.file), 0),
    solanaJs: withSolana.reduce((sum, chunk) => sum + gz(chunk.file), 0),
    gaslessJs: withGasless.reduce((sum, chunk) => sum + gz(chunk.file), 0),
    allJs: all.reduce((sum, chunk) => sum + gz(chunk.file), 0),
    css: [...css].reduce((sum, file) => sum + gz(file), 0),
    chunks: all.length,
    initialChunks: initial.length,
    catalogs,
    compiler,
    packages,
    crosspayModules: crosspay.sort(),
  }
}
console.log(JSON.stringify(result))
