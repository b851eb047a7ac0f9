import type { RequestsCursor } from './RequestsQuery'

/** Decodes a `continuation` made by `encodeContinuation`; undefined when it is not one. */
export function decodeContinuation(value: string): RequestsCursor | undefined {
  try {
    const b64 = value.replace(/-/g, '+').replace(/_/g, '/')
    const parsed: unknown = JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)))
    if (!Array.isArray(parsed) || parsed.length !== 4) return undefined
    const [sortBy, direction, key, id] = parsed as unknown[]
    if (sortBy !== 'createdAt' && sortBy !== 'updatedAt' && sortBy !== 'amountUsd') return undefined
    if (direction !== 'asc' && direction !== 'desc') return undefined
    if (typeof key !== 'number' || !Number.isFinite(key) || typeof id !== 'string') return undefined
    return { sortBy, direction, key, id }
  } catch {
    return undefined
  }
}
