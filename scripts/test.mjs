// Runs every check of the workspace and prints the plain `N passed, N failed` line CI reads.
// Order: lint (biome), type check (tsc, every package), size budgets (size-limit, prints the figures),
// every vitest project once (its JSON report is the source of the final counts), then the benchmarks,
// which print their figures and fail only if they crash, then the static Storybook check
// and the peer fidelity tests (the peer's SDK in Node, the peer's widget in Chromium). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const report = '.vitest-report.json'
const step = (name, cmd, args) => {
  console.log(`\n[test] ${name}: ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  return r.status === 0
}

let ok = true
ok = step('lint', 'pnpm', ['-s', 'lint']) && ok
ok = step('typecheck', 'pnpm', ['-s', 'typecheck']) && ok
ok = step('size budgets', 'pnpm', ['-s', 'size']) && ok
rmSync(report, { force: true })
const extra = process.argv.slice(2)
const vitestOk = step('vitest', 'pnpm', [
  '-s',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
])

ok = step('benchmarks (our figures only; `pnpm bench` adds the peers)', 'pnpm', ['-s', 'bench:ci']) && ok

// The static Storybook: built, served as plain files, a live story opened in headless Chromium. Counted as one test.
const storybookStatic = step('storybook static build', 'node', ['.storybook/checkStaticBuild.mjs'])

// Layout survives translation: every story of that build in the pseudo-locale en-XA at 320 px, no horizontal overflow,
// no clipped button label (about a minute). Counted as one test.
const pseudoLocale =
  storybookStatic && step('pseudo-locale layout', 'node', ['.storybook/checkPseudoLocale.mjs'])

// Fidelity: the peer's official SDK, from npm and unchanged, against our simulator (its own folder and lockfile,
// outside the pnpm workspace): app-fee claims and gasless batches (EIP-7702). Counted as one test.
const fidelity =
  step('fidelity install', 'npm', [
    'ci',
    '--prefix',
    'fidelity/relay-sdk',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]) &&
  step('fidelity: relay-sdk claimAppFees', 'node', ['fidelity/relay-sdk/claim.test.mjs']) &&
  step('fidelity: relay-sdk executeGaslessBatch', 'node', ['fidelity/relay-sdk/gasless.test.mjs'])

// Fidelity: the peer's official SDK with its official Solana wallet adapter (web3.js 1.x), from npm and unchanged,
// executing a Solana-origin quote on the simulator's LiteSVM chain (its own folder and lockfile). Counted as one test.
const svmFidelity =
  step('fidelity install (Solana)', 'npm', [
    'ci',
    '--prefix',
    'fidelity/relay-svm',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    // Its only install scripts build optional native websocket addons (bufferutil, utf-8-validate) with JS fallbacks.
    '--ignore-scripts',
  ]) &&
  step('fidelity: relay-sdk + relay-svm-wallet-adapter Solana → Base', 'node', [
    'fidelity/relay-svm/solana.test.mjs',
  ])

// Fidelity: the peer's official widget, from npm and unchanged, built with Vite and driven in Chromium against the
// simulator (its own folder and lockfile, outside the pnpm workspace). Counted as one test.
const widgetFidelity =
  step('fidelity install (widget)', 'npm', [
    'ci',
    '--prefix',
    'fidelity/relay-kit-ui',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    // Its only install scripts build optional native addons of wallet libraries (keccak, bufferutil, utf-8-validate)
    // that have JS fallbacks and never reach the browser bundle.
    '--ignore-scripts',
  ]) && step('fidelity: relay-kit-ui SwapWidget', 'node', ['fidelity/relay-kit-ui/widget.test.mjs'])

let passed = 0
let failed = 0
let skipped = 0
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests ?? 0
  // Failed tests, plus every test file that failed without a failed test (an import or setup error).
  const brokenFiles = (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length
  failed = (json.numFailedTests ?? 0) + brokenFiles
  // Name what failed, so a CI log cut short still says where to look.
  for (const file of json.testResults ?? []) {
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of tests) console.log(`[test] failed: ${file.name} > ${t.fullName}`)
    if (file.status === 'failed' && tests.length === 0)
      console.log(`[test] failed without a failed test (import, setup or unhandled error): ${file.name}`)
  }
  skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
} else {
  failed = 1
}
if (storybookStatic) passed += 1
else {
  failed += 1
  console.log(
    '[test] failed: .storybook/checkStaticBuild.mjs (the static Storybook did not render a live story)',
  )
}
if (pseudoLocale) passed += 1
else {
  failed += 1
  console.log(
    '[test] failed: .storybook/checkPseudoLocale.mjs (a story overflows or clips a label in en-XA at 320 px)',
  )
}
if (fidelity) passed += 1
else {
  failed += 1
  console.log(
    '[test] failed: fidelity/relay-sdk/claim.test.mjs or gasless.test.mjs (the peer SDK could not claim, or pay gaslessly, against the simulator)',
  )
}
if (svmFidelity) passed += 1
else {
  failed += 1
  console.log(
    "[test] failed: fidelity/relay-svm/solana.test.mjs (the peer SDK and its Solana adapter could not bridge from the simulator's Solana chain)",
  )
}
if (widgetFidelity) passed += 1
else {
  failed += 1
  console.log(
    '[test] failed: fidelity/relay-kit-ui/widget.test.mjs (the peer widget did not bridge against the simulator in Chromium)',
  )
}
if (!vitestOk && failed === 0) failed = 1
if (!ok && failed === 0) failed = 1
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(ok && vitestOk && failed === 0 && passed > 0 ? 0 : 1)
