'use client'
type Interval<query> = number | false | undefined | ((query: query) => number | false | undefined)

/**
 * A query's `refetchInterval` when the host passes its own (`query: { refetchInterval: 15_000 }`): while the
 * query is failing transiently the recovery model's pace wins (so it comes back in seconds, not at the host's
 * slower poll), otherwise the host's interval. Without a host interval, the factory's own.
 */
export function withRecoveryInterval<query>(
  recovery: (query: query) => number | false,
  host: Interval<query>,
): (query: query) => number | false | undefined {
  return (query) => {
    const pace = recovery(query)
    if (pace !== false || host === undefined) return pace
    return typeof host === 'function' ? host(query) : host
  }
}
