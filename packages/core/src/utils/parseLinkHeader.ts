/**
 * Parses an RFC 8288 `Link` header into a map from relation to URL. A link with several
 * relations (`rel="a b"`) is listed under each. The first link of a relation wins.
 *
 * @example
 * parseLinkHeader('<https://x/v3>; rel="successor-version"') // { 'successor-version': 'https://x/v3' }
 */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {}
  if (!header) return links
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const url = match[1] ?? ''
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] ?? '')
    const relations = (rel?.[1] ?? rel?.[2] ?? '').split(/\s+/).filter(Boolean)
    for (const relation of relations) links[relation.toLowerCase()] ??= url
  }
  return links
}
