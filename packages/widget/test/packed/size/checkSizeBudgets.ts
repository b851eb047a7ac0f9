// `pnpm size` (the widget's `size` script, after size-limit): the sizes an integrator pays, from the packed
// tarballs in a scratch app outside the workspace (see measurePackedSizes.ts), printed as a table, and a non-zero
// exit when a budget of sizeBudgets.ts is exceeded. CROSSPAY_KEEP_SIZE_APP=1 keeps the scratch app to inspect
// (`node analyzeEntry.mjs coreHooks [--loaded]` there: an entry's added gz bytes module by module, from source maps);
// CROSSPAY_SIZE_PACKAGES=1 also prints where each entry's start-up bytes come from, by package;
// CROSSPAY_SIZE_JSON=<path> writes every figure there as JSON.
import { writeFile } from 'node:fs/promises'
import { catalogBudget } from './catalogBudget'
import { measurePackedSizes } from './measurePackedSizes'
import { sizeBudgets } from './sizeBudgets'

const sizes = await measurePackedSizes({ keep: Boolean(process.env.CROSSPAY_KEEP_SIZE_APP) })
const bare = sizes.entries.bare
if (!bare) throw new Error('the bare host was not measured')
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
let over = 0
console.log(
  `[size] added gzipped bytes over a bare Vite + React 19 + WagmiProvider + QueryClientProvider app (${kB(bare.initialJs)} gz JS)`,
)
console.log('| import | added | budget | target | |\n|---|---:|---:|---:|---|')
for (const budget of sizeBudgets) {
  const entry = sizes.entries[budget.entry]
  if (!entry) throw new Error(`no entry ${budget.entry} in the size app`)
  const added =
    budget.measure === 'css'
      ? entry.css
      : budget.measure === 'initial'
        ? entry.initialJs - bare.initialJs
        : budget.measure === 'solana'
          ? entry.solanaJs - bare.loadedJs
          : budget.measure === 'gasless'
            ? entry.gaslessJs - bare.loadedJs
            : entry.loadedJs - bare.loadedJs
  const ok = added <= budget.limit
  if (!ok) over++
  const target = budget.target === undefined ? '' : kB(budget.target)
  const missed = budget.target !== undefined && added > budget.target ? ' (target not met)' : ''
  console.log(
    `| ${budget.label} | ${kB(added)} | ${kB(budget.limit)} | ${target} | ${ok ? `ok${missed}` : 'OVER BUDGET'} |`,
  )
}
// Each language but English loads its catalog (and, once, the compiler) on demand: none is in a first load above.
const every = sizes.entries.allComponents
if (!every) throw new Error('no entry allComponents in the size app')
console.log(`\n| catalog (loaded on demand, gz) | size | budget | |\n|---|---:|---:|---|`)
console.log(
  `| ICU compiler (once, with the first catalog) | ${kB(every.compiler)} | ${kB(catalogBudget.compiler)} | ${every.compiler <= catalogBudget.compiler ? 'ok' : 'OVER BUDGET'} |`,
)
if (every.compiler > catalogBudget.compiler) over++
for (const [locale, bytes] of Object.entries(every.catalogs).sort()) {
  const ok = bytes <= catalogBudget.catalog
  if (!ok) over++
  console.log(`| ${locale} | ${kB(bytes)} | ${kB(catalogBudget.catalog)} | ${ok ? 'ok' : 'OVER BUDGET'} |`)
}
if (Object.keys(every.catalogs).length < 19) {
  over++
  console.error(`[size] only ${Object.keys(every.catalogs).length} catalogs were emitted as their own chunks`)
}
console.log(
  `[size] tarballs: core ${kB(sizes.tarballs.core)}, widget ${kB(sizes.tarballs.widget)}; dist/style.css ${kB(sizes.stylesheet)} gz`,
)
if (process.env.CROSSPAY_SIZE_PACKAGES)
  for (const [name, entry] of Object.entries(sizes.entries)) {
    const added = Object.entries(entry.packages)
      .map(([pkg, bytes]) => [pkg, bytes - (bare.packages[pkg] ?? 0)] as const)
      .filter(([, bytes]) => bytes > 200)
      .sort((a, b) => b[1] - a[1])
    console.log(
      `[size] ${name}: start-up minified bytes over bare, by package: ${added.map(([p, b]) => `${p} ${kB(b)}`).join(', ')}`,
    )
  }
const { pack, install, build } = sizes.timings
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
console.log(
  `[size] cost: one pack ${s(pack)}, one npm ci ${s(install)}, ${Object.keys(sizes.entries).length} builds ${s(build)}`,
)
// What a component's first load must not carry: the execution path (loaded on the first press) and the packages only
// it, or viem's on-demand code, brings (`ox`, `@noble/curves`); nor the panel's Solana parts (loaded with a Solana chain
// in the route: an EVM-only page never loads them).
for (const name of ['swapPanel', 'coreExecution', 'appBalanceCard', 'checkoutPanel']) {
  const entry = sizes.entries[name]!
  const executor = entry.crosspayModules.filter(
    (id) =>
      /execution\/(\w+\/)?(executeQuote|executionPath|runSteps|run\w+Item|runBatchedApproval)\.js$/.test(
        id,
      ) || /\/(svmParts|SvmFeeNotes|SvmWalletProbe|useSvmWallet)\.js$/.test(id),
  )
  const extra = ['ox', '@noble/curves'].filter(
    (pkg) => (entry.packages[pkg] ?? 0) > (bare.packages[pkg] ?? 0),
  )
  if (executor.length > 0 || extra.length > 0) {
    over++
    console.error(
      `[size] ${name}'s first load carries ${[...executor, ...extra].join(', ')}: keep them behind import()`,
    )
  } else
    console.log(
      `[size] ${name}'s first load carries neither the executor, the Solana parts, ox nor @noble/curves`,
    )
}
// Rolldown (Vite 8) splits modules an entry shares with two lazy chunks that share modules of their own out of the
// entry into chunks of their own (viem's hex and hash utilities, noble, core's BaseError), which costs the first load
// gzip across chunk edges (+1.7 kB for SwapPanel when readWalletBalances shared viem's ABI coder with the executor).
// These first loads are one chunk: a lazy part that makes them split again fails here, not only by its bytes.
for (const name of [
  'coreHooks',
  'coreExecution',
  'swapPanel',
  'appBalanceCard',
  'requestStatus',
  'requestHistory',
]) {
  const chunks = sizes.entries[name]!.initialChunks
  if (chunks !== 1) {
    over++
    console.error(
      `[size] ${name}'s first load is ${chunks} chunks, not one: the bundler split shared modules out of it`,
    )
  }
}
// `pnpm bench` reads the figures from here for docs/benchmarks.md.
if (process.env.CROSSPAY_SIZE_JSON)
  await writeFile(process.env.CROSSPAY_SIZE_JSON, JSON.stringify(sizes, null, 2))
if (over > 0) {
  console.error(`[size] ${over} budget(s) exceeded`)
  process.exit(1)
}
