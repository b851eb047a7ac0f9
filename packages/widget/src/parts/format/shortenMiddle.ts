/**
 * A long address or hash shortened in the middle, `0x1234…cdef`: `keep` characters on each side (after a `0x`
 * prefix). Values short enough to show whole are returned as they are.
 */
export function shortenMiddle(value: string, keep = 4): string {
  const prefix = value.startsWith('0x') ? '0x' : ''
  const body = value.slice(prefix.length)
  if (body.length <= keep * 2 + 1) return value
  return `${prefix}${body.slice(0, keep)}…${body.slice(-keep)}`
}
