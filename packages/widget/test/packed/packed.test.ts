// The packages as a user gets them: `pnpm pack` @crosspay/core and @crosspay/widget, install the tarballs with npm
// into a scratch Vite + React 19 app outside the workspace (every other package from the npm registry), build it
// with vite, serve the output and check in Chromium that the widget rendered, its stylesheet applied and a core
// hook answered. Prints the tarball sizes.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createSimulator } from '@crosspay/simulator'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { packTarball } from './packTarball'
import { serveDirectory } from './serveDirectory'

const run = promisify(execFile)
const here = fileURLToPath(new URL('.', import.meta.url))
const packages = join(here, '../../..')

// Exact versions, as toolchain.md lists them for this machine.
const registryDependencies = {
  '@tanstack/react-query': '5.108.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
  viem: '2.57.1',
  wagmi: '3.7.7',
}
const registryDevDependencies = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '6.0.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
}

let app: string
let tarballs: { core: { path: string; bytes: number }; widget: { path: string; bytes: number } }
let viteOutput = ''
let chainNames: string[] = []

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), 'cp-packed-app-'))
  const [core, widget] = await Promise.all([
    packTarball(join(packages, 'core'), app),
    packTarball(join(packages, 'widget'), app),
  ])
  tarballs = { core, widget }
  for (const [name, { bytes }] of Object.entries(tarballs))
    console.log(`[packed] @crosspay/${name} tarball: ${(bytes / 1024).toFixed(1)} kB (${bytes} bytes)`)

  await cp(join(here, 'app'), app, { recursive: true })
  const sim = createSimulator()
  const chains = await (await sim.fetch('http://sim/chains')).json()
  await sim.close()
  await writeFile(join(app, 'src/chains.json'), JSON.stringify(chains))
  chainNames = chains.chains.map((chain: { displayName: string }) => chain.displayName)
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'crosspay-packed-app',
      private: true,
      type: 'module',
      dependencies: {
        '@crosspay/core': `file:${core.path}`,
        '@crosspay/widget': `file:${widget.path}`,
        ...registryDependencies,
      },
      devDependencies: registryDevDependencies,
    }),
  )
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    maxBuffer: 16 * 1024 * 1024,
  })
  const build = await run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: app,
    maxBuffer: 16 * 1024 * 1024,
  })
  viteOutput = build.stdout + build.stderr
  if (viteOutput.trim()) console.log(`[packed] vite build said:\n${viteOutput}`)
}, 150_000)

afterAll(async () => {
  if (app && !process.env.CROSSPAY_KEEP_PACKED_APP) await rm(app, { recursive: true, force: true })
})

describe('packed tarballs', () => {
  test('default: the installed packages are the built ones, with real peer ranges', async () => {
    const installed = join(app, 'node_modules/@crosspay/widget')
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'))
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' })
    expect(manifest.exports['./styles.css']).toBe('./dist/style.css')
    expect(manifest.peerDependencies['@crosspay/core']).toMatch(/^\^\d+\.\d+\.\d+$/)
    expect(JSON.stringify(manifest)).not.toContain('workspace:')
    // One module per source file: the component files keep their directive at the top.
    const root = await readFile(join(installed, 'dist/root/WidgetRoot.js'), 'utf8')
    expect(root.startsWith('"use client";')).toBe(true)
    // The stylesheet's @imports were bundled into the one file.
    const css = await readFile(join(installed, 'dist/style.css'), 'utf8')
    expect(css).not.toContain('@import')
    expect(css).toContain('.cp-sponsorship')
    // Vite built them without a warning that names our packages (a directive it dropped, an unresolved import).
    expect(viteOutput).not.toContain('@crosspay/')
  })

  test('types: the app type-checks against the packed .d.ts (strict, exactOptionalPropertyTypes on)', async () => {
    const tsc = await run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: app,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }))
    expect(tsc.stdout).toBe('')
  })

  test('behavior: a Vite + React 19 app built from them renders the widget in Chromium, styled', async () => {
    const server = await serveDirectory(join(app, 'dist'))
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(server.url)

      // A core hook, through the host's (stubbed) network: the simulator's chains, by name.
      const chains = page.getByTestId('chains').locator('li')
      await chains.first().waitFor({ timeout: 15_000 })
      expect(chainNames.length).toBeGreaterThan(1)
      expect(await chains.allTextContents()).toEqual(chainNames)

      // The widget's parts, working: the labelled amount input reads what is typed.
      const input = page.getByLabel('Amount')
      await input.fill('1,000.5')
      await page.locator('.cp-amount-input[data-state="valid"]').waitFor({ timeout: 5_000 })
      await input.fill('1.1234567')
      await page.getByText('This token has at most 6 decimals.').waitFor({ timeout: 5_000 })
      const notice = page.locator('.cp-sponsorship')
      expect(await notice.getAttribute('data-state')).toBe('full')
      expect(await notice.textContent()).toContain('Acme Wallet')

      // @crosspay/widget/styles.css is applied: rules from three of its @imported files.
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
      expect(await style('.cp-root', 'background-color')).toBe('rgb(255, 255, 255)') // base.css
      expect(await style('.cp-input', 'font-size')).toBe('24px') // controls.css
      expect(await style('.cp-sponsorship', 'border-top-color')).toBe('rgb(43, 138, 62)') // sponsorship.css
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
