import { executionLockName, webLocks } from './withExecutionLock'

/**
 * The request ids (lower case) whose execution holds its Web Lock right now, in any tab of this origin, this one
 * included; `undefined` where Web Locks are missing. What a UI asks before offering Resume: a held one is
 * running elsewhere.
 *
 * @example
 * const held = await listLockedExecutions()
 * held?.has(record.requestId.toLowerCase()) // running in some tab
 */
export async function listLockedExecutions(): Promise<Set<string> | undefined> {
  const locks = webLocks() as { query?: () => Promise<{ held?: { name?: string }[] }> } | undefined
  if (!locks?.query) return undefined
  const prefix = executionLockName('')
  const { held = [] } = await locks.query()
  return new Set(
    held.flatMap((lock) => (lock.name?.startsWith(prefix) ? [lock.name.slice(prefix.length)] : [])),
  )
}
