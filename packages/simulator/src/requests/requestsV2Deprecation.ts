/** Migration guide of the v2 → v3 listing change. */
const migrationGuide = 'https://docs.crosspay.local/guides/migrate-requests-v2-to-v3'
const deprecatedAt = Date.UTC(2026, 6, 22)
const throttledFrom = Date.UTC(2026, 8, 1)
const sunsetAt = Date.UTC(2026, 10, 24)

/**
 * The deprecation schedule of `GET /requests/v2` (interface "Versioning", decisions.md): dates, the
 * headers every v2 response carries, the phase at a given time and the per-key limit per minute
 * (120 in September 2026, halved each calendar month after).
 */
export const requestsV2Deprecation = {
  migrationGuide,
  deprecatedAt,
  throttledFrom,
  sunsetAt,
  /** `Deprecation`, `Sunset` and `Link` headers; `successor` is the absolute v3 listing URL. */
  headers(successor: string): Record<string, string> {
    return {
      Deprecation: `@${Math.floor(deprecatedAt / 1000)}`,
      Sunset: new Date(sunsetAt).toUTCString(),
      Link: [
        `<${migrationGuide}>; rel="deprecation"`,
        `<${migrationGuide}#sunset>; rel="sunset"`,
        `<${successor}>; rel="successor-version"`,
      ].join(', '),
    }
  },
  /** The top-level `deprecation` object of a 200 v2 body. */
  body(successor: string) {
    return {
      message:
        'GET /requests/v2 is deprecated and will be retired on 24 Nov 2026: migrate to GET /requests/v3',
      deprecatedAt: new Date(deprecatedAt).toISOString(),
      throttledFrom: new Date(throttledFrom).toISOString(),
      sunsetAt: new Date(sunsetAt).toISOString(),
      successor,
      migrationGuide,
    }
  },
  /** Phase at `now` (ms): `open` (no extra limit), `throttled` (per-key limit per minute) or `retired`. */
  phase(
    now: number,
  ): { phase: 'open' } | { phase: 'throttled'; limitPerMinute: number } | { phase: 'retired' } {
    if (now >= sunsetAt) return { phase: 'retired' }
    if (now < throttledFrom) return { phase: 'open' }
    const d = new Date(now)
    const months = (d.getUTCFullYear() - 2026) * 12 + d.getUTCMonth() - 8
    return { phase: 'throttled', limitPerMinute: Math.max(1, Math.floor(120 / 2 ** months)) }
  },
}
