import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** Builds the demo site (its own vite.config.ts) into a fresh temporary folder and returns the folder. */
export async function buildDemo(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'crosspay-demo-'))
  await build({
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}
