import type { MerchantSqlClient } from './MerchantSqlClient'
import { type MerchantMigration, merchantMigrations } from './merchantMigrations'

/** The advisory lock key the migrations run under (any constant; several instances starting at once wait on it). */
const migrationLock = 727_001_032

/**
 * Brings the database to the newest schema: creates `crosspay_migrations` if missing, then applies every migration
 * not yet recorded there, all in one transaction, which holds a transaction-scoped
 * advisory lock, so instances starting together apply each migration once.
 *
 * @param client - The database.
 * @param migrations - Defaults to {@link merchantMigrations}.
 * @returns The ids applied by this call (empty when the schema was current).
 *
 * @example
 * await migrateMerchantStore(fromPgPool(pool))
 */
export async function migrateMerchantStore(
  client: MerchantSqlClient,
  migrations: readonly MerchantMigration[] = merchantMigrations,
): Promise<number[]> {
  return client.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLock])
    await tx.query(
      'create table if not exists crosspay_migrations (id integer primary key, name text not null, applied_at bigint not null)',
    )
    const done = await tx.query<{ id: number }>('select id from crosspay_migrations')
    const seen = new Set(done.rows.map((r) => Number(r.id)))
    const applied: number[] = []
    for (const migration of migrations) {
      if (seen.has(migration.id)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('insert into crosspay_migrations (id, name, applied_at) values ($1, $2, $3)', [
        migration.id,
        migration.name,
        Date.now(),
      ])
      applied.push(migration.id)
    }
    return applied
  })
}
