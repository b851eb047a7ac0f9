/**
 * A token or chain logo URL the widget may load, or undefined: only `https:` URLs and `data:image/` (not SVG, which
 * can carry script) from the service's data are used, and `http:` only from the page's own origin (a local server
 * serving its icons); `javascript:`, other `http:` and anything unparseable are dropped, so
 * a hostile token list cannot run script or leak the page over plain HTTP.
 *
 * @example
 * safeLogoUrl('javascript:alert(1)') // undefined
 */
export function safeLogoUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 4096) return undefined
  if (/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(url)) return url
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:') return url
    // The page's own origin over http (a local development server serving its icons) leaks nothing new.
    const page = globalThis.location?.origin
    return parsed.protocol === 'http:' && page !== undefined && parsed.origin === page ? url : undefined
  } catch {
    return undefined
  }
}
