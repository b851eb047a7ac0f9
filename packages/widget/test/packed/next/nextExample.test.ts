// apps/next-example as an integrator runs it: copied out of the workspace, installed with `npm ci` from its own
// lockfile with the packed tarballs (packed once for the project by ../packTarballs.ts), built with Turbopack and
// with webpack, started against the simulator (an HTTP server, virtual chains, seeded history) and checked in
// Chromium. Prints each build's script weight beside the same app's page without crosspay components and beside a
// bare Next.js app (./bare, built with the same installed Next.js).
import { execFile } from 'node:child_process'
import { cp, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { scaleTimeout } from '../../../../simulator/src/node/testing/scaleTimeout'
import { scratchVersions } from '../scratchVersions'
import { checkNextHome } from './checkNextHome'
import { checkServerIcons } from './checkServerIcons'
import { installNextExample } from './installNextExample'
import { measureScripts } from './measureScripts'
import { startNextServer } from './startNextServer'

const run = promisify(execFile)
const example = fileURLToPath(new URL('../../../../../apps/next-example', import.meta.url))
const bareTemplate = fileURLToPath(new URL('./bare', import.meta.url))
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

let dir: string
let sim: SimulatorServer
let browser: Browser
let requestId: string

beforeAll(async () => {
  const started = Date.now()
  ;[dir, sim, browser] = await Promise.all([
    installNextExample(example, inject('packedTarballs')),
    startSimulatorServer({
      chains: 'virtual',
      port: 0,
      history: 30,
      // https icons, as a real deployment names them (the page intercepts that host: served, or failed on purpose);
      // the simulator's own http origin is another origin than the page's, whose logos the widget drops.
      simulator: { iconBaseUrl: 'https://assets.crosspay.local' },
    }),
    chromium.launch({ executablePath: '/usr/bin/chromium', args: flags }),
  ])
  console.log(`[next] npm ci of apps/next-example: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  await cp(bareTemplate, join(dir, 'bare-next'), { recursive: true })
  const listed = await fetch(`${sim.baseUrl}/requests/v3?limit=50`, { headers: { 'x-api-key': 'demo-key' } })
  const { requests } = (await listed.json()) as { requests: { id: string; status: string }[] }
  requestId = requests.find((request) => request.status === 'success')!.id
}, scaleTimeout(300_000))

/** `next build` (with `args`) in `cwd`, with the example's Next.js; returns what it printed. */
async function nextBuild(cwd: string, args: string[]): Promise<string> {
  const next = join(dir, 'node_modules/next/dist/bin/next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const built = await run(process.execPath, [next, 'build', ...args], {
    cwd,
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch(
    // Next prints type errors and failed prerenders on stdout: keep them in the failure.
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(`next build ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`)
    },
  )
  return built.stdout + built.stderr
}

afterAll(async () => {
  await browser?.close()
  await sim?.close()
  if (dir && !process.env.CROSSPAY_KEEP_PACKED_APP) await rm(dir, { recursive: true, force: true })
})

test('default: the example pins Next.js 16.4.6 and the versions the other scratch apps use, exactly, in its lockfile', async () => {
  const manifest = JSON.parse(await readFile(join(example, 'package.json'), 'utf8'))
  const lock = JSON.parse(await readFile(join(example, 'package-lock.json'), 'utf8'))
  const { react19, host, types } = scratchVersions
  const pinned = {
    ...react19,
    ...host,
    next: '16.4.6',
    typescript: types.typescript,
    '@types/react': types['@types/react'],
  }
  for (const [name, version] of Object.entries(pinned)) {
    expect({ name, version: manifest.dependencies[name] ?? manifest.devDependencies[name] }).toEqual({
      name,
      version,
    })
    expect({ name, locked: lock.packages[`node_modules/${name}`].version }).toEqual({ name, locked: version })
  }
  // The packed tarballs change with every build: no integrity pinned for them, so `npm ci` takes fresh ones.
  for (const name of ['@crosspay/core', '@crosspay/widget'])
    expect(lock.packages[`node_modules/${name}`].integrity).toBeUndefined()
})

describe.each([
  { bundler: 'Turbopack', args: [] },
  { bundler: 'webpack', args: ['--webpack'] },
])('$bundler build', ({ bundler, args }) => {
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined
  afterAll(async () => {
    await server?.close()
  })

  test(
    'build: next build succeeds against the packed tarballs, with no warning naming our packages',
    async () => {
      const started = Date.now()
      const output = await nextBuild(dir, args)
      console.log(`[next] next build (${bundler}): ${((Date.now() - started) / 1000).toFixed(0)} s`)
      expect(output).toContain(`Next.js 16.4.6${bundler === 'Turbopack' ? ' (Turbopack)' : ''}`)
      expect(output).toMatch(/ƒ \/api\/crosspay\/\[\.\.\.path\]/)
      expect(output).not.toContain('@crosspay/')
      server = await startNextServer(
        dir,
        { CROSSPAY_UPSTREAM: sim.baseUrl, CROSSPAY_API_KEY: 'demo-key' },
        { readyPath: '/providers-only' },
      )
    },
    scaleTimeout(600_000),
  )

  test(
    'behavior: the server HTML holds the panel; hydrated in Chromium it quotes, and history and status load through the proxy',
    async () => {
      expect(server).toBeDefined()
      await checkNextHome(browser, server!.url, requestId, bundler)
      expect(server!.output()).not.toMatch(/error/i)
    },
    scaleTimeout(120_000),
  )

  test(
    'behavior: token logos that failed before hydration fall back to the neutral placeholder',
    async () => {
      expect(server).toBeDefined()
      await checkServerIcons(browser, server!.url)
    },
    scaleTimeout(120_000),
  )

  test(
    'weight: the page with the components, the same providers without them, a bare Next.js app',
    async () => {
      expect(server).toBeDefined()
      const withPanel = await measureScripts(browser, `${server!.url}/`)
      const providersOnly = await measureScripts(browser, `${server!.url}/providers-only`)
      await nextBuild(join(dir, 'bare-next'), args)
      const bareServer = await startNextServer(
        join(dir, 'bare-next'),
        {},
        { modules: join(dir, 'node_modules') },
      )
      const bare = await measureScripts(browser, `${bareServer.url}/`).finally(() => bareServer.close())
      console.log(
        `[next] ${bundler}, gzipped JS a visitor loads: page with SwapPanel, RequestHistory and RequestStatus ` +
          `${kB(withPanel)}; same layout and providers (wagmi, TanStack Query, CrosspayProvider) without them ` +
          `${kB(providersOnly)}; bare Next.js app ${kB(bare)}. Added by the components: ${kB(withPanel - providersOnly)}`,
      )
      expect(withPanel).toBeGreaterThan(providersOnly)
      expect(providersOnly).toBeGreaterThan(bare)
    },
    scaleTimeout(300_000),
  )
})
