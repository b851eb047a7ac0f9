// Vitest global setup of the widget-packed project: packs @crosspay/core and @crosspay/widget once, for every test
// file of the project (the scratch Vite app and the Next.js example install the same tarballs), and prints their
// sizes. Test files read the paths with `inject('packedTarballs')`.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { packTarball } from './packTarball'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Paths of the packed tarballs. */
    packedTarballs: { core: string; widget: string }
  }
}

const workspace = fileURLToPath(new URL('../../../..', import.meta.url))

/** Packs both packages into a temp folder, provides their paths, and removes the folder after the run. */
export default async function packTarballs(project: TestProject): Promise<() => Promise<void>> {
  const packs = await mkdtemp(join(tmpdir(), 'cp-packed-'))
  const [core, widget] = await Promise.all([
    packTarball(join(workspace, 'packages/core'), packs),
    packTarball(join(workspace, 'packages/widget'), packs),
  ])
  for (const [name, { bytes }] of Object.entries({ core, widget }))
    console.log(`[packed] @crosspay/${name} tarball: ${(bytes / 1024).toFixed(1)} kB (${bytes} bytes)`)
  project.provide('packedTarballs', { core: core.path, widget: widget.path })
  return async () => {
    if (!process.env.CROSSPAY_KEEP_PACKED_APP) await rm(packs, { recursive: true, force: true })
  }
}
