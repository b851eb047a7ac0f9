import { scaleTimeout } from '@crosspay/test'
import type { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeAll } from 'vitest'
import { createTestDatabaseTemplate } from './createTestDatabaseTemplate'
import { openTestDatabase } from './openTestDatabase'

/** What {@link setupTestDatabases} returns. */
export type TestDatabases = {
  /** {@link openTestDatabase} from the file's template: in memory, or file-backed in `dataDir`. */
  openDatabase(dataDir?: string): Promise<PGlite>
  /** What to undo after the running test, last pushed first (databases, servers, folders). */
  cleanups: (() => Promise<void> | void)[]
}

/**
 * Test fixture for a merchant test file: builds the migrated database template once before the file's tests (60 s
 * allowed, scaled) and runs the `cleanups` a test pushed after it, in reverse. Call once at the top level.
 *
 * @example
 * const { openDatabase, cleanups } = setupTestDatabases()
 * test('…', async () => {
 *   const db = await openDatabase()
 *   cleanups.push(() => db.close())
 * })
 */
export function setupTestDatabases(): TestDatabases {
  let template: Blob | undefined
  beforeAll(async () => {
    template = await createTestDatabaseTemplate()
  }, scaleTimeout(60_000))
  const cleanups: TestDatabases['cleanups'] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  return {
    cleanups,
    openDatabase: (dataDir) => {
      if (!template) throw new Error('setupTestDatabases: the template is not built yet')
      return openTestDatabase(template, dataDir)
    },
  }
}
