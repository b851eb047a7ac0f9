// `pnpm bench`: every benchmark in one run, against the peers, written to docs/benchmarks.md (date, machine,
// versions). In order: our sizes as an integrator pays them (`pnpm size`'s measurement, from the packed tarballs),
// the peers' sizes measured the same way (bench/peers/relay on wagmi 2, bench/peers/lifi on wagmi 3: each its own
// npm folder outside the workspace with its own lockfile, installed with `npm ci`), the widget in Chromium against
// the simulator (packages/widget/bench/panel.bench.ts), the executor's calls per flow on anvil
// (packages/core/bench/execution.bench.ts) beside the peer SDK's for the same flows (fidelity/relay-sdk/execute.bench.mjs)
// the /requests/v3 benchmark and the merchant webhook handler on PGlite (packages/core/bench/merchantWebhook.bench.ts).
// Prints the figures as it goes; fails only
// when a step crashes. `pnpm bench:ci` (what scripts/test.mjs runs) is the last three only, without the peers.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, release, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'

const tmp = mkdtempSync(join(tmpdir(), 'cp-bench-'))
const seconds = {}
const run = (name, cmd, args, options = {}, echo = true) => {
  const start = Date.now()
  console.log(`\n[bench] ${name}: ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...options })
  if (echo) process.stdout.write(r.stdout ?? '')
  process.stderr.write(r.stderr ?? '')
  seconds[name] = (Date.now() - start) / 1000
  if (r.status !== 0) throw new Error(`[bench] ${name} failed (exit ${r.status})`)
  return r.stdout
}
const json = (path) => JSON.parse(readFileSync(path, 'utf8'))
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

// 1. Ours, from the packed tarballs.
const oursPath = join(tmp, 'ours.json')
run(
  'our sizes',
  'pnpm',
  ['-s', '--filter', '@crosspay/widget', 'exec', 'tsx', 'test/packed/size/checkSizeBudgets.ts'],
  {
    env: { ...process.env, CROSSPAY_SIZE_JSON: oursPath },
  },
)
const ours = json(oursPath)

// 2. The peers, each in its own npm folder.
const peers = {}
for (const kit of ['relay', 'lifi']) {
  const dir = join('bench/peers', kit)
  run(`${kit} install`, 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
  })
  cpSync('packages/widget/test/packed/size/app/measureBuilds.mjs', join(dir, 'measureBuilds.mjs'))
  const out = run(`${kit} sizes`, process.execPath, ['measureBuilds.mjs'], { cwd: dir }, false)
  peers[kit] = JSON.parse(out.trim().split('\n').at(-1))
  rmSync(join(dir, 'dist-size'), { recursive: true, force: true })
}

// 3. The widget in Chromium; 4. the executor's calls; 5. the history query.
const widgetPath = join(tmp, 'widget.json')
run('widget in Chromium', 'pnpm', ['-s', 'exec', 'tsx', 'packages/widget/bench/panel.bench.ts'], {
  env: { ...process.env, CROSSPAY_BENCH_JSON: widgetPath },
})
const widget = json(widgetPath)
const execution = run('executor calls', 'pnpm', ['-s', '--filter', '@crosspay/core', 'bench'])
run('peer SDK install', 'npm', [
  'ci',
  '--prefix',
  'fidelity/relay-sdk',
  '--no-audit',
  '--no-fund',
  '--prefer-offline',
  '--loglevel=error',
])
const peerExecution = run('peer SDK calls', process.execPath, ['fidelity/relay-sdk/execute.bench.mjs'])
const requests = run('/requests/v3', 'pnpm', ['-s', '--filter', '@crosspay/simulator', 'bench'])
const merchant = run('merchant webhooks', 'pnpm', ['-s', '--filter', '@crosspay/core', 'bench:merchant'])

// The document.
const added = (set, name, measure) => set[name][measure] - set.bare[measure]
// Ours and the peer SDK's calls side by side, for the flows both ran (ours from its printed lines, the peer's JSON).
const oursByFlow = Object.fromEntries(
  [...execution.matchAll(/^(.+): success in \d+ ms — (\d+) RPC calls, (\d+) API calls$/gm)].map((m) => [
    m[1],
    `${m[2]} RPC + ${m[3]} API`,
  ]),
)
const peerFlows = JSON.parse(peerExecution.trim().split('\n').at(-1))
const callsTable = [
  '| flow | ours | peer SDK |',
  '|---|---|---|',
  ...peerFlows.map(
    (p) =>
      `| ${p.flow} | ${oursByFlow[p.flow] ?? '—'} | ${p.rpc} RPC + ${p.api} API${p.delivered ? '' : ' (not delivered)'} |`,
  ),
].join('\n')
const version = (dir, name) => {
  const file = join(dir, 'node_modules', name, 'package.json')
  return existsSync(file) ? json(file).version : '?'
}
const peerVersions = [
  ['relay', '@relayprotocol/relay-kit-ui'],
  ['relay', '@relayprotocol/relay-kit-hooks'],
  ['relay', 'wagmi'],
  ['lifi', '@lifi/widget'],
  ['lifi', '@lifi/widget-provider-ethereum'],
  ['lifi', 'wagmi'],
].map(([kit, name]) => `${name} ${version(join('bench/peers', kit), name)}`)
const rows = [
  [
    'crosspay core hooks (provider, client, `useChains`, `useQuote`, `useRequestStatus`), first load / response validation loaded',
    added(ours.entries, 'coreHooks', 'initialJs'),
    kB(added(ours.entries, 'coreHooks', 'loadedJs')),
  ],
  [
    'crosspay core hooks + `useExecuteQuote`, first load / executor loaded',
    added(ours.entries, 'coreExecution', 'initialJs'),
    kB(added(ours.entries, 'coreExecution', 'loadedJs')),
  ],
  [
    'crosspay `SwapPanel` + provider + `styles.css`, first load / executor and balances loaded',
    added(ours.entries, 'swapPanel', 'initialJs'),
    `${kB(added(ours.entries, 'swapPanel', 'loadedJs'))}; CSS ${kB(ours.entries.swapPanel.css)}`,
  ],
  ['crosspay `RequestStatus`', added(ours.entries, 'requestStatus', 'initialJs'), ''],
  ['crosspay `RequestHistory`', added(ours.entries, 'requestHistory', 'initialJs'), ''],
  [
    'crosspay `AppBalanceCard`, first load / balances and deposit sending loaded',
    added(ours.entries, 'appBalanceCard', 'initialJs'),
    kB(added(ours.entries, 'appBalanceCard', 'loadedJs')),
  ],
  [
    'crosspay `CheckoutPanel`, first load / lazy parts loaded',
    added(ours.entries, 'checkoutPanel', 'initialJs'),
    kB(added(ours.entries, 'checkoutPanel', 'loadedJs')),
  ],
  [
    'crosspay every component, first load / lazy parts loaded',
    added(ours.entries, 'allComponents', 'initialJs'),
    kB(added(ours.entries, 'allComponents', 'loadedJs')),
  ],
  [
    'relay kit `SwapWidget` + `RelayKitProvider` + its CSS (wagmi 2 baseline)',
    added(peers.relay, 'swapWidget', 'allJs'),
    `CSS ${kB(peers.relay.swapWidget.css)}`,
  ],
  [
    'relay kit hooks `useQuote` + `useRelayChains` (wagmi 2 baseline)',
    added(peers.relay, 'hooks', 'allJs'),
    '',
  ],
  ['LI.FI `LiFiWidget`', added(peers.lifi, 'lifiWidget', 'allJs'), ''],
  ['LI.FI `LiFiWidget` with `EthereumProvider`', added(peers.lifi, 'lifiWidgetEvm', 'allJs'), ''],
]
const t = widget.typing
const h = widget.history
const pkg = (name) => json(join('packages', name, 'package.json')).version
const doc = `# Benchmarks

Written by \`pnpm bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; do not edit by hand.

- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.versions.node}; ${spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'Chromium ?'}. Shared with other work: times are indications, not guarantees.
- Versions: @crosspay/core ${pkg('core')}, @crosspay/widget ${pkg('widget')} (packed tarballs); host react 19.3.1, wagmi 3.7.7, viem 2.57.1, @tanstack/react-query 5.108.0, vite 8.3.8; peers ${peerVersions.join(', ')}.

## Sizes: what an app adds

Each row is its own production \`vite build\` of a bare Vite 8 + React 19 app with \`WagmiProvider\` +
\`QueryClientProvider\` plus that import, the packages installed with npm from their tarballs (ours) or the registry
(the peers, each on the wagmi its peer range asks for), in a folder outside the workspace; the figure is the gzipped
JS it emits minus the bare app's (${kB(ours.entries.bare.initialJs)} on wagmi 3, ${kB(peers.relay.bare.initialJs)} on wagmi 2). Ours at first load
(the JS the page loads before anyone presses a button) and, where it splits, once its lazy parts have loaded; the
peers' figures count every chunk they emit. \`pnpm size\` prints ours and fails over budget.

| import | added gz JS | also |
|---|---:|---|
${rows.map(([label, bytes, also]) => `| ${label} | ${kB(bytes)} | ${also} |`).join('\n')}

## The widget in Chromium against the simulator

Headless Chromium, React's profiling build, the simulator's virtual chains; median of ${widget.runs} runs.

| measure | figure | target |
|---|---:|---|
| quote requests while typing "0.0123" (6 keys, 80 ms apart) | ${t.quoteRequests} | one per settled input |
| panel commits per keystroke (React Profiler) | ${t.commitsPerKeystroke.toFixed(1)} | |
| last keystroke → quote on screen | ${t.lastKeystrokeToQuoteMs} ms | (300 ms of it the debounce) |
| simulator's terminal status → screen, polling every 1 s | ${widget.statusToScreenMs.poll} ms | |
| simulator's terminal status → screen, status stream | ${widget.statusToScreenMs.stream} ms | |
| history: rows loaded by scrolling | ${h.rows} | 10,000 |
| history: DOM nodes on the page at that size | ${h.domNodes} | |
| history: frame times scrolling top to bottom (${h.frames} frames) | p50 ${h.frameMs.p50.toFixed(1)} ms, p95 ${h.frameMs.p95.toFixed(1)} ms, max ${h.frameMs.max.toFixed(1)} ms | |

## The executor's calls per flow (anvil), beside the peer SDK's

Ours: \`executeQuote()\` with wagmi's \`mock\` connector (the node signs: \`eth_sendTransaction\`), from the call to
success, every RPC and API request counted (packages/core/bench/execution.bench.ts):

\`\`\`
${execution.trim()}
\`\`\`

The peer's official SDK (@relayprotocol/relay-sdk ${version('fidelity/relay-sdk', '@relayprotocol/relay-sdk')}, from npm, unchanged) on the same simulator for
the native bridge, the stablecoin bridge with its approval and the same-chain swap, \`execute()\` with a viem wallet of
a local account (it signs itself: \`eth_fillTransaction\` + \`eth_sendRawTransaction\`), counted by a forwarding proxy;
each flow counts only once the recipient's balance rose by exactly the quote's amount out
(fidelity/relay-sdk/execute.bench.mjs):

\`\`\`
${peerExecution
  .trim()
  .split('\n')
  .filter((line) => !line.startsWith('[') && !line.startsWith('{'))
  .join('\n')}
\`\`\`

Side by side (our extra API calls are status polls at the bench's 250 ms interval; the peer SDK polls less often,
and returns from a same-chain swap at its receipt, before the simulator's solver delivers the output):

${callsTable}

## \`/requests/v3\` (simulator)

\`\`\`
${requests.trim()}
\`\`\`

## Merchant webhooks (PGlite)

\`@crosspay/core/server\`'s webhook handler on an in-memory PGlite, each delivery reading the service's record from an
in-process simulator (\`pnpm --filter @crosspay/core bench:merchant\`): one at a time, then 100 deliveries sent twice
at the same moment.

\`\`\`
${merchant.trim()}
\`\`\`

## What each step costs

${Object.entries(seconds)
  .map(([name, s]) => `- ${name}: ${s.toFixed(0)} s`)
  .join('\n')}
`
writeFileSync('docs/benchmarks.md', doc)
rmSync(tmp, { recursive: true, force: true })
console.log('\n[bench] wrote docs/benchmarks.md')
