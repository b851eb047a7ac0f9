// The browser entry really is browser-safe: bundled for the browser platform (where Node built-ins do
// not resolve), it builds, reaches none of the Node-only layer, and the bundle itself serves a quote and
// a whole virtual lifecycle, as it does inside MSW in Storybook.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const srcDir = join(here, '..')

const bundle = async (entry: string) =>
  build({
    entryPoints: [join(here, entry)],
    // Input paths in the metafile are relative to this: src/ of the simulator, whatever the cwd.
    absWorkingDir: srcDir,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })

describe('@crosspay/simulator browser entry', () => {
  const browser = bundle('index.ts')
  browser.catch(() => {}) // a failed build is reported by the tests that await it, not as unhandled

  test('default: bundles for the browser without the Node-only layer', async () => {
    const result = await browser
    expect(result.errors).toEqual([])
    const ours = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'))
    expect(ours.length).toBeGreaterThan(50)
    expect(ours.filter((file) => /^(node|cli)\//.test(file))).toEqual([])
    const bytes = result.outputFiles[0]!.contents.byteLength
    console.log(
      `[simulator] browser bundle of src/exports/index.ts: ${(bytes / 1024).toFixed(0)} kB unminified`,
    )
  })

  test('behavior: the bundle serves a quote and runs its lifecycle on the virtual clock', async () => {
    const result = await browser
    const code = result.outputFiles[0]!.text
    const mod = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as typeof import('./index')
    const sim = mod.createSimulator({ now: '2026-08-01T00:00:00Z' })
    const quote = await sim.fetch('http://sim/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        originChainId: mod.chainIds.base,
        destinationChainId: mod.chainIds.optimism,
        originCurrency: mod.addresses.native,
        destinationCurrency: mod.addresses.native,
        amount: '10000000000000000',
        tradeType: 'EXACT_INPUT',
      }),
    })
    expect(quote.status).toBe(200)
    const requestId = ((await quote.json()) as { steps: { requestId: string }[] }).steps[0]!.requestId
    await sim.fetch('http://sim/__sim/deposit', { method: 'POST', body: JSON.stringify({ requestId }) })
    await sim.ctx.clock.advance(10_000)
    const status = await sim.fetch(`http://sim/intents/status/v3?requestId=${requestId}`)
    expect(await status.json()).toMatchObject({ status: 'success' })
    await sim.close()
  })

  test('behavior: the Node entry does not bundle for the browser (control)', async () => {
    await expect(bundle('node.ts')).rejects.toThrow(/node:|Could not resolve/)
  })
})
