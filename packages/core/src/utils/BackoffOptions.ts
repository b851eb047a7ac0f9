/** Backoff after a failure: `baseMs` doubling up to `maxMs`. */
export type BackoffOptions = {
  /** Delay after the first failure, ms. Defaults to 1000. */
  baseMs?: number | undefined
  /** Upper bound of the delay, ms. Defaults to 30000. */
  maxMs?: number | undefined
}
