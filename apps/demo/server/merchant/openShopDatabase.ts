import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fromPgPool, type MerchantSqlClient } from '@crosspay/core/server'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { loadEmptyCluster } from './loadEmptyCluster'

/** Where the shop keeps its orders. */
export type ShopDatabaseOptions = {
  /** Any Postgres (`postgres://user:pass@host:5432/db`): wins over `dataDir`. */
  databaseUrl?: string | undefined
  /** A folder for the embedded PGlite database (created if missing). Without either: in memory, gone on close. */
  dataDir?: string | undefined
}

/** An open shop database. */
export type ShopDatabase = {
  client: MerchantSqlClient
  /** `postgres (host/db)`, `pglite (folder)` or `pglite (in memory)`, for the start-up line. */
  where: string
  close(): Promise<void>
}

/**
 * Opens the shop's database: `pg` on `databaseUrl`, else PGlite in `dataDir` (file-backed: orders survive a
 * restart), else an in-memory PGlite (tests, screenshots). A new cluster is
 * loaded from a cached empty one (`loadEmptyCluster`), so it opens in a second or two rather than running initdb.
 */
export async function openShopDatabase(options: ShopDatabaseOptions): Promise<ShopDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5 })
    await pool.query('select 1')
    const url = new URL(options.databaseUrl)
    return {
      client: fromPgPool(pool),
      where: `postgres (${url.host}${url.pathname})`,
      close: () => pool.end(),
    }
  }
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    // A new folder starts from the cached empty cluster; one holding a cluster opens as it is.
    const fresh = !existsSync(join(options.dataDir, 'PG_VERSION'))
    const db = new PGlite(options.dataDir, fresh ? { loadDataDir: await loadEmptyCluster() } : {})
    await db.waitReady
    return { client: db, where: `pglite (${options.dataDir})`, close: () => db.close() }
  }
  const db = new PGlite({ loadDataDir: await loadEmptyCluster() })
  await db.waitReady
  return { client: db, where: 'pglite (in memory)', close: () => db.close() }
}
