'use client'
import { useEffect, useState } from 'react'

/**
 * `value`, updated only after it has stopped changing for `delayMs` (compared by `hash`, so a new
 * object with the same content does not restart the timer). With `delayMs` 0 it follows at once.
 */
export function useDebouncedValue<value>(value: value, delayMs: number, hash: string): value {
  const [debounced, setDebounced] = useState({ value, hash })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hash` stands for `value`
  useEffect(() => {
    if (hash === debounced.hash) return
    if (delayMs <= 0) return setDebounced({ value, hash })
    const id = setTimeout(() => setDebounced({ value, hash }), delayMs)
    return () => clearTimeout(id)
  }, [hash, delayMs, debounced.hash])
  return delayMs <= 0 ? value : debounced.value
}
