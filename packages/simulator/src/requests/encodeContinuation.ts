import type { RequestsCursor } from './RequestsQuery'

/** Encodes a keyset position as the opaque `continuation` string (base64url JSON). */
export function encodeContinuation(cursor: RequestsCursor): string {
  const json = JSON.stringify([cursor.sortBy, cursor.direction, cursor.key, cursor.id])
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
