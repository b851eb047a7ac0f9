/**
 * This page's id for claims, in memory only: a duplicated tab (which copies `sessionStorage`) or a reload is
 * another owner, so neither mistakes the other's claim for its own.
 */
export const tabOwner: string =
  (globalThis.crypto as { randomUUID?: () => string } | undefined)?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
