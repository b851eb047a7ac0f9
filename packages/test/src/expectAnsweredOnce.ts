import { expect } from 'vitest'
import type { SimFetch } from './createSimFetch'

/**
 * Asserts that the service answered exactly one call on `pathname`, and that any other call there was aborted
 * before its answer. React 19's StrictMode sends one request; React 18's mounts, unmounts (which aborts the
 * query's fetch, since its signal is consumed) and mounts again, so a second request may go out: either way the
 * service does the work once and the hook sees one answer.
 *
 * @example
 * expectAnsweredOnce(t.fetch, '/chains')
 */
export function expectAnsweredOnce(fetch: SimFetch, pathname: string): void {
  const calls = fetch.calls.filter((c) => c.pathname === pathname)
  expect(calls.filter((c) => c.status !== undefined)).toHaveLength(1)
  const unanswered = calls.filter((c) => c.status === undefined)
  expect(unanswered.map((c) => c.signal?.aborted)).toEqual(unanswered.map(() => true))
  expect(calls.length).toBeLessThanOrEqual(2)
}
