import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { installScratchApp } from '../installScratchApp'
import { packTarball } from '../packTarball'

const run = promisify(execFile)
const workspace = fileURLToPath(new URL('../../../../..', import.meta.url))
const template = fileURLToPath(new URL('./app', import.meta.url))

/** One entry's build, as `app/measureBuilds.mjs` reports it (bytes). */
export type EntrySize = {
  /** Gzipped JS loaded at start: the entry chunk and its static imports. */
  initialJs: number
  /**
   * Gzipped JS once crosspay's own dynamic imports (response validation, the executor, the wallet balances) have
   * loaded too; another language's catalog and compiler are not counted (see `catalogs`).
   */
  loadedJs: number
  /** Gzipped JS once the Solana path (core's `execution/svm/`, `@solana/kit`) has loaded too, for a Solana quote. */
  solanaJs: number
  /** Gzipped JS once the gasless path (core's `execution/gasless/` chunk) has loaded too, for `gasless`. */
  gaslessJs: number
  /** Gzipped JS of every chunk, viem's on-demand ones too (CCIP reads, secp256k1 recovery). */
  allJs: number
  /** Gzipped CSS. */
  css: number
  /** How many JS chunks in all. */
  chunks: number
  /**
   * How many JS chunks load at start: 1 where the bundler kept the first load whole, more where it split modules the
   * entry shares with lazy chunks out of it (Rolldown does, at a cost in gzip; see checkSizeBudgets.ts).
   */
  initialChunks: number
  /** Gzipped bytes of each language's catalog chunk (`de`, `ja`, …; English is in the first load, not here). */
  catalogs: Record<string, number>
  /** Gzipped bytes of the ICU compiler a page in any language but English loads once with its catalog. */
  compiler: number
  /** Minified (not gzipped) start-up bytes per package, `app` for the host's own files. */
  packages: Record<string, number>
  /** The crosspay modules of the start-up JS (`core/dist/src/…`, `widget/dist/…`). */
  crosspayModules: string[]
}

/** What {@link measurePackedSizes} returns. */
export type PackedSizes = {
  /** Every entry of `app/src` by file name, `bare` (the host alone) among them. */
  entries: Record<string, EntrySize>
  /** The packed tarballs' sizes, bytes. */
  tarballs: { core: number; widget: number }
  /** The stylesheet as shipped (`dist/style.css`), gzipped bytes. */
  stylesheet: number
  /** Wall time of each phase, ms: pack, npm ci, builds. */
  timings: { pack: number; install: number; build: number }
}

/**
 * Sizes as an integrator pays them: packs @crosspay/core and @crosspay/widget once (their prepack builds dist/),
 * installs them with `npm ci` from `lock/react19` into a scratch Vite 8 + React 19 app outside the workspace (wagmi, viem and
 * TanStack Query from the registry, as the packed test does), then builds each entry of `app/src` as its own
 * production app with that app's vite and measures the emitted files. The caller subtracts `bare`.
 */
export async function measurePackedSizes(options: { keep?: boolean } = {}): Promise<PackedSizes> {
  const packs = await mkdtemp(join(tmpdir(), 'cp-size-'))
  let dir: string | undefined
  try {
    let t = Date.now()
    const [core, widget] = await Promise.all([
      packTarball(join(workspace, 'packages/core'), packs),
      packTarball(join(workspace, 'packages/widget'), packs),
    ])
    const pack = Date.now() - t
    t = Date.now()
    ;({ dir } = await installScratchApp({
      tarballs: { core: core.path, widget: widget.path },
      lock: 'react19',
      template,
      build: false,
    }))
    const install = Date.now() - t
    t = Date.now()
    const measured = await run(process.execPath, ['measureBuilds.mjs'], { cwd: dir, maxBuffer: 64 << 20 })
    const entries = JSON.parse(measured.stdout.trim().split('\n').at(-1) ?? '{}')
    const css = await readFile(join(dir, 'node_modules/@crosspay/widget/dist/style.css'))
    return {
      entries,
      tarballs: { core: core.bytes, widget: widget.bytes },
      stylesheet: gzipSync(css).length,
      timings: { pack, install, build: Date.now() - t },
    }
  } finally {
    if (options.keep) console.log(`[size] kept ${packs} and ${dir}`)
    else {
      await rm(packs, { recursive: true, force: true })
      if (dir) await rm(dir, { recursive: true, force: true })
    }
  }
}
