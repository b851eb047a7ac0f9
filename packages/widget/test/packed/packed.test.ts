// The packages as a user gets them: `pnpm pack` @crosspay/core and @crosspay/widget, lint the tarballs (publint,
// attw), install them with `npm ci` into a scratch Vite + React app outside the workspace (every other package from the
// lockfile in test/packed/lock/; React 19, then 18.3), type-check and build it with vite, serve the output and check in Chromium
// that SwapPanel rendered and quoted, its stylesheet applied and a core hook answered. Prints the tarball sizes.
import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createSimulator } from '@crosspay/simulator'
import { testQuoteBody } from '@crosspay/test'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { checkRenderedApp } from './checkRenderedApp'
import { installScratchApp } from './installScratchApp'
import { scratchVersions } from './scratchVersions'

const run = promisify(execFile)
const workspace = fileURLToPath(new URL('../../../..', import.meta.url))
const keep = Boolean(process.env.CROSSPAY_KEEP_PACKED_APP)

const { react19, react18 } = scratchVersions

// Packed once for the whole project by packTarballs.ts (the project's global setup).
const tarballs = inject('packedTarballs')
let answers: { chains: { chains: { displayName: string }[] }; quote: unknown }
const chainNames = () => answers.chains.chains.map((chain) => chain.displayName)

// What the panel asks for once 0.01 ETH is typed (8453 → 10, ETH → ETH, sponsored, no wallet yet: the preview user).
const quoteBody = testQuoteBody({ user: '0x000000000000000000000000000000000000dEaD', subsidizeFees: true })

beforeAll(async () => {
  // The service's answers, from the simulator (the demo key stands for the host's proxy, which holds the key).
  const sim = createSimulator()
  const chains = await (await sim.fetch('http://sim/chains')).json()
  const quoted = await sim.fetch('http://sim/quote/v2', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
    body: JSON.stringify(quoteBody),
  })
  answers = { chains, quote: await quoted.json() }
  await sim.close()
  expect(quoted.status).toBe(200)
}, 120_000)

test('lint: publint --strict and attw (esm-only) accept both tarballs', async () => {
  const bin = (name: string) => join(workspace, 'node_modules/.bin', name)
  for (const [name, path] of Object.entries(tarballs)) {
    await run(bin('publint'), ['run', path, '--strict'])
    const exclude = name === 'widget' ? ['--exclude-entrypoints', './styles.css'] : []
    await run(bin('attw'), [path, '--profile', 'esm-only', ...exclude])
  }
})

describe('React 19 host', () => {
  let app: { dir: string; viteOutput: string }
  beforeAll(async () => {
    app = await installScratchApp({
      tarballs,
      answers,
      lock: 'react19',
    })
    if (app.viteOutput.trim()) console.log(`[packed] vite build (React 19) said:\n${app.viteOutput}`)
  }, 150_000)
  afterAll(async () => {
    if (app && !keep) await rm(app.dir, { recursive: true, force: true })
  })

  test('default: the installed packages are the built ones, with real peer ranges', async () => {
    const installed = join(app.dir, 'node_modules/@crosspay/widget')
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'))
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' })
    expect(manifest.exports['./styles.css']).toBe('./dist/style.css')
    expect(manifest.peerDependencies['@crosspay/core']).toMatch(/^\^\d+\.\d+\.\d+$/)
    expect(JSON.stringify(manifest)).not.toContain('workspace:')
    // No dev dependencies in either manifest: they named the private workspace packages (simulator, test).
    const coreDir = join(app.dir, 'node_modules/@crosspay/core')
    const core = JSON.parse(await readFile(join(coreDir, 'package.json'), 'utf8'))
    for (const packed of [manifest, core]) {
      expect(packed.devDependencies).toBeUndefined()
      expect(JSON.stringify(packed)).not.toMatch(/@crosspay\/(simulator|test)/)
    }
    // Core's `files` names its README, and the tarball has it.
    expect(await readFile(join(coreDir, 'README.md'), 'utf8')).toContain('# @crosspay/core')
    // One module per source file: the component files keep their directive at the top.
    const root = await readFile(join(installed, 'dist/root/WidgetRoot.js'), 'utf8')
    expect(root.startsWith('"use client";')).toBe(true)
    // The stylesheet's @imports were bundled into the one file.
    const css = await readFile(join(installed, 'dist/style.css'), 'utf8')
    expect(css).not.toContain('@import')
    expect(css).toContain('.cp-sponsorship')
    // Vite built them without a warning that names our packages (a directive it dropped, an unresolved import).
    expect(app.viteOutput).not.toContain('@crosspay/')
  })

  test('behavior: npm ls finds one @tanstack/query-core in the app, the one its react-query brings', async () => {
    const listed = await run('npm', ['ls', '@tanstack/query-core', '--all', '--json'], { cwd: app.dir })
    const versions = new Set<string>()
    const walk = (node: { version?: string; dependencies?: Record<string, unknown> }, name = '') => {
      if (name === '@tanstack/query-core' && node.version) versions.add(node.version)
      for (const [child, value] of Object.entries(node.dependencies ?? {})) walk(value as typeof node, child)
    }
    walk(JSON.parse(listed.stdout))
    expect([...versions]).toEqual([scratchVersions.host['@tanstack/react-query']])
  })

  test('types: the app type-checks against the packed .d.ts (strict, exactOptionalPropertyTypes on)', async () => {
    const tsc = await run(process.execPath, [join(app.dir, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: app.dir,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }))
    expect(tsc.stdout).toBe('')
  })

  test('behavior: the built app renders SwapPanel in Chromium, styled, and it quotes', async () => {
    await checkRenderedApp(app.dir, chainNames(), react19.react)
  })
})

describe('React 18.3 host', () => {
  let app: { dir: string; viteOutput: string }
  beforeAll(async () => {
    app = await installScratchApp({
      tarballs,
      answers,
      lock: 'react18',
    })
  }, 150_000)
  afterAll(async () => {
    if (app && !keep) await rm(app.dir, { recursive: true, force: true })
  })

  test('behavior: the same app on React 18.3 renders SwapPanel, styled, and it quotes', async () => {
    expect(app.viteOutput).not.toContain('@crosspay/')
    await checkRenderedApp(app.dir, chainNames(), react18.react)
  })
})
