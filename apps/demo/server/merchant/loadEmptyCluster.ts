import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/**
 * An empty PGlite cluster as a data-dir dump, made once per PGlite version and kept in the temp folder (written
 * under a temporary name, then renamed: servers starting side by side never read half of one). Running initdb in
 * WASM takes seconds; loading the dump, a fraction.
 */
export async function loadEmptyCluster(): Promise<Blob> {
  // PGlite's package.json (not in its exports) is beside the `dist` folder its entry resolves into.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json'), 'utf8')
  const hash = createHash('sha256').update(manifest).digest('hex').slice(0, 16)
  const file = join(tmpdir(), `crosspay-demo-empty-cluster-${hash}.tar`)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = new PGlite()
  await db.waitReady
  const dump = await db.dumpDataDir('none')
  await db.close()
  const partial = `${file}.${process.pid}.${Date.now()}`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, file)
  return dump
}
