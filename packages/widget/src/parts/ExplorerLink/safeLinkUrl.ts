/**
 * The URL when it is safe to open from a link (`https:`, or `http:` for local explorers), else undefined:
 * `javascript:`, `data:` and anything unparsable are refused.
 */
export function safeLinkUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
