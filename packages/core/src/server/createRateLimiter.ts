/** Options of {@link createRateLimiter}. */
export type RateLimiterOptions = {
  /** Requests allowed per client and window. */
  limit: number
  /** The window, ms. */
  windowMs: number
  /** At most this many clients are tracked; past it the oldest windows are forgotten. Defaults to 10 000. */
  maxClients?: number | undefined
  /** Clock, ms. Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

/**
 * A fixed-window rate limiter keyed by client: `take(key, cost?)` counts one request (or `cost` of them, such as the
 * calls of a JSON-RPC batch) and answers whether it is allowed,
 * and if not, in how many seconds the window ends. Memory is bounded (`maxClients`), so many addresses cannot
 * grow it without limit.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 120, windowMs: 60_000 })
 * const { ok, retryAfterSeconds } = limiter.take('203.0.113.7')
 */
export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? Date.now
  const maxClients = options.maxClients ?? 10_000
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key: string, cost = 1): { ok: boolean; retryAfterSeconds: number } {
      const t = now()
      let window = windows.get(key)
      if (!window || t - window.start >= options.windowMs) {
        windows.delete(key)
        window = { start: t, count: 0 }
        windows.set(key, window)
        // Map order is insertion order: the first entries are the oldest windows.
        while (windows.size > maxClients) windows.delete(windows.keys().next().value as string)
      }
      window.count += cost
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + options.windowMs - t) / 1000))
      return { ok: window.count <= options.limit, retryAfterSeconds }
    },
  }
}
