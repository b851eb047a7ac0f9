/** One statement's rows. PGlite's `query` and `pg`'s `query` both answer this shape. */
export type MerchantSqlResult<row> = { rows: row[] }

/**
 * What the merchant store needs from a database: parameterised statements (`$1`, `$2`, …) and transactions.
 * PGlite (`new PGlite(dataDir)`) fits as it is; a `pg` pool fits through {@link fromPgPool}. The kit never imports
 * a driver itself, so a browser-only user of `@crosspay/core` installs none.
 */
export type MerchantSqlClient = {
  /** Runs one statement with its parameters and answers its rows. */
  query<row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<MerchantSqlResult<row>>
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it throws (the
   * error is rethrown).
   */
  transaction<result>(fn: (tx: Pick<MerchantSqlClient, 'query'>) => Promise<result>): Promise<result>
}
