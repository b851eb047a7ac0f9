/**
 * A token or chain logo URL the widget may load, or undefined: only `https:` URLs and `data:image/` (not SVG, which
 * can carry script) from the service's data are used; `javascript:`, `http:` and anything unparseable are dropped, so
 * a hostile token list cannot run script or leak the page over plain HTTP.
 *
 * @example
 * safeLogoUrl('javascript:alert(1)') // undefined
 */
export function safeLogoUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 4096) return undefined
  if (/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(url)) return url
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
