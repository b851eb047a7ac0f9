/** The part of the Web Locks API (`navigator.locks`) the executor uses. */
type Locks = {
  request<T>(name: string, options: { ifAvailable: true }, run: (lock: unknown) => Promise<T>): Promise<T>
}

/** The Web Lock name of one request's execution (the same in every tab of the origin). */
export const executionLockName = (requestId: string) => `crosspay.execution.${requestId.toLowerCase()}`

/** `navigator.locks`, where the platform has it (browsers; not Node 20, not every webview). */
export const webLocks = (): Locks | undefined =>
  (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks

/**
 * Runs `run(true)` while holding the request's Web Lock, taken only if no other tab (or page of this one) holds
 * it; `busy()` when one does. The lock goes with the tab: a closed or reloaded tab never leaves it behind, unlike a
 * claim in storage. Where Web Locks are missing, `run(false)`: the caller relies on storage claims instead.
 */
export function withExecutionLock<T>(
  requestId: string,
  run: (locked: boolean) => Promise<T>,
  busy: () => Promise<T>,
): Promise<T> {
  const locks = webLocks()
  if (!locks) return run(false)
  return locks.request(executionLockName(requestId), { ifAvailable: true }, (lock) =>
    lock ? run(true) : busy(),
  )
}
