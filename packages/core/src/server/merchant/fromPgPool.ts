import type { MerchantSqlClient, MerchantSqlResult } from './MerchantSqlClient'

/** The part of a `pg` `Pool` that {@link fromPgPool} uses (structural: the kit does not import `pg`). */
export type PgPoolLike = {
  query(sql: string, params?: unknown[]): Promise<MerchantSqlResult<never>>
  connect(): Promise<{
    query(sql: string, params?: unknown[]): Promise<MerchantSqlResult<never>>
    release(error?: Error | boolean): void
  }>
}

/**
 * A {@link MerchantSqlClient} over a `pg` `Pool` (any Postgres, e.g. `new Pool({ connectionString:
 * process.env.DATABASE_URL })`): statements go to the pool, a transaction holds one pooled connection from `BEGIN`
 * to `COMMIT` (or `ROLLBACK` when `fn` throws; a connection whose rollback failed is destroyed, not reused).
 *
 * @param pool - A `pg` pool.
 * @returns The client the merchant store runs on.
 *
 * @example
 * import pg from 'pg'
 * const store = createSqlMerchantStore({ client: fromPgPool(new pg.Pool({ connectionString: process.env.DATABASE_URL })) })
 */
export function fromPgPool(pool: PgPoolLike): MerchantSqlClient {
  return {
    query: (sql, params) => pool.query(sql, params) as never,
    async transaction(fn) {
      const connection = await pool.connect()
      let broken: Error | undefined
      try {
        await connection.query('BEGIN')
        const result = await fn({ query: (sql, params) => connection.query(sql, params) as never })
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK').catch((rollback: Error) => {
          broken = rollback
        })
        throw error
      } finally {
        connection.release(broken ?? false)
      }
    },
  }
}
