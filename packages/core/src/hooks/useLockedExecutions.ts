'use client'
import { useEffect, useState } from 'react'
import { listLockedExecutions } from '../execution/store/listLockedExecutions'
import { webLocks } from '../execution/store/withExecutionLock'

/** How often the held locks are asked again while some execution may be running elsewhere. */
const intervalMs = 1500

/**
 * The request ids whose Web Lock is held in some tab (`listLockedExecutions`), asked again whenever `version`
 * changes (a store change) and every 1.5 s while `watch` (an unfinished record is shown). `undefined` where Web
 * Locks are missing; `'pending'` until the first answer.
 */
export function useLockedExecutions(
  version: unknown,
  watch: boolean,
): ReadonlySet<string> | undefined | 'pending' {
  const [held, setHeld] = useState<ReadonlySet<string> | undefined | 'pending'>(() =>
    webLocks() ? 'pending' : undefined,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger (a store change)
  useEffect(() => {
    if (!webLocks()) return
    let live = true
    const ask = () =>
      void listLockedExecutions()
        .then((next) => {
          if (!live) return
          setHeld((previous) =>
            previous instanceof Set &&
            next &&
            previous.size === next.size &&
            [...next].every((id) => previous.has(id))
              ? previous
              : next,
          )
        })
        .catch(() => live && setHeld(undefined))
    ask()
    const timer = watch ? setInterval(ask, intervalMs) : undefined
    return () => {
      live = false
      if (timer) clearInterval(timer)
    }
  }, [version, watch])
  return held
}
