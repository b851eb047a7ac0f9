import { parseLinkHeader } from './parseLinkHeader'

/** What a deprecated endpoint announces in its response headers. */
export type DeprecationHeaders = {
  /** From `Deprecation` (RFC 9745 structured date `@<epoch seconds>`), or undefined when absent or malformed. */
  deprecatedAt: Date | undefined
  /** From `Sunset` (an HTTP-date), or undefined when absent or malformed. */
  sunsetAt: Date | undefined
  /** `Link` relations (`deprecation`, `sunset`, `successor-version`, …) to their URLs. */
  links: Record<string, string>
}

/**
 * Reads `Deprecation`, `Sunset` and `Link` from a response's headers. Returns undefined when the
 * response carries none of them (the endpoint is not deprecated).
 */
export function parseDeprecationHeaders(headers: Headers): DeprecationHeaders | undefined {
  const deprecation = headers.get('deprecation')
  const sunset = headers.get('sunset')
  const link = headers.get('link')
  if (deprecation === null && sunset === null && link === null) return undefined
  let deprecatedAt: Date | undefined
  const epoch = deprecation?.trim().match(/^@(-?\d+)$/)
  if (epoch?.[1]) deprecatedAt = new Date(Number(epoch[1]) * 1000)
  else if (deprecation && !Number.isNaN(Date.parse(deprecation)))
    deprecatedAt = new Date(Date.parse(deprecation))
  const sunsetMs = sunset ? Date.parse(sunset) : Number.NaN
  return {
    deprecatedAt,
    sunsetAt: Number.isNaN(sunsetMs) ? undefined : new Date(sunsetMs),
    links: parseLinkHeader(link),
  }
}
