import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createSqlMerchantStore } from '../createSqlMerchantStore'
import { merchantMigrations } from '../merchantMigrations'

/**
 * Test fixture: a migrated, empty PGlite cluster as a data-dir dump. Initialising a cluster takes seconds (initdb
 * in WASM) where loading a dump takes a fraction, so the dump is made once per schema and kept in the temp folder
 * (named by a hash of the migrations and PGlite's version; written to a temporary name and renamed, so test files
 * running side by side never read half of one).
 */
export async function createTestDatabaseTemplate(): Promise<Blob> {
  // PGlite's package.json (not in its exports): beside the `dist` folder its entry resolves into.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const version = readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json'), 'utf8')
  const hash = createHash('sha256')
    .update(`${version}\n${JSON.stringify(merchantMigrations)}`)
    .digest('hex')
  const file = join(tmpdir(), `crosspay-merchant-template-${hash.slice(0, 16)}.tar`)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const db = new PGlite()
  await createSqlMerchantStore({ client: db }).migrate()
  const dump = await db.dumpDataDir('none')
  await db.close()
  const partial = `${file}.${process.pid}.${Date.now()}`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, file)
  return dump
}
