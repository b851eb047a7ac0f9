'use client'
import { useCallback, useState } from 'react'

/** The demo's keys in `localStorage` start with this, so they never meet another app's on the same origin. */
const prefix = 'crosspay-demo:'

const read = <T>(key: string, fallback: T, accept: (value: unknown) => value is T): T => {
  try {
    const text = window.localStorage.getItem(prefix + key)
    if (text === null) return fallback
    const value: unknown = JSON.parse(text)
    return accept(value) ? value : fallback
  } catch {
    return fallback // storage refused (private mode, a sandbox) or a value not written by this demo
  }
}

/**
 * A piece of page state that survives a reload: kept in `localStorage` under `crosspay-demo:<key>`, read once on
 * mount (a stored value `accept` refuses, or none, gives `fallback`) and written on every change. A storage that
 * refuses leaves the state in memory only.
 */
export function useStoredState<T>(
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T,
): [T, (next: T | ((current: T) => T)) => void] {
  const [value, setValue] = useState(() => read(key, fallback, accept))
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const value = typeof next === 'function' ? (next as (current: T) => T)(current) : next
        try {
          window.localStorage.setItem(prefix + key, JSON.stringify(value))
        } catch {
          // kept in memory only
        }
        return value
      }),
    [key],
  )
  return [value, set]
}
