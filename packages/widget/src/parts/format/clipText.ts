/**
 * A name or symbol cut to `max` characters (whole code points, so no emoji is split) with "…" when longer:
 * a hostile 10,000-character name must not make the page 92,611 px wide. Show the full text in a `title`.
 *
 * @example
 * clipText('Wrapped Ether', 8) // 'Wrapped…'
 */
export function clipText(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`
}
