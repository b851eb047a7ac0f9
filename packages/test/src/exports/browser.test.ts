// The browser entry of @crosspay/test really is browser-safe: bundled for the browser platform (where Node
// built-ins do not resolve), it builds and reaches none of the Node-only helpers; the full entry does not (control).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

const bundle = (entry: string) =>
  build({
    entryPoints: [join(here, entry)],
    absWorkingDir: join(here, '../../..'),
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // The test runner's own module: Vitest's browser mode serves it to the page.
    external: ['vitest'],
  })

describe('@crosspay/test browser entry', () => {
  test('default: bundles for the browser without a Node-only helper', async () => {
    const result = await bundle('browser.ts')
    expect(result.errors).toEqual([])
    const ours = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'))
    expect(ours).toContain('test/src/createTestWagmiConfig.ts')
    expect(ours).toContain('test/src/testQuoteBody.ts')
    expect(ours.filter((file) => /simulator\/src\/(node|cli)\//.test(file))).toEqual([])
    expect(ours.filter((file) => /test\/src\/(setup|launch|chromium|watchPage)/.test(file))).toEqual([])
  })

  test('behavior: the full entry does not bundle for the browser (control)', async () => {
    await expect(bundle('index.ts')).rejects.toThrow(/node:|Could not resolve/)
  })
})
