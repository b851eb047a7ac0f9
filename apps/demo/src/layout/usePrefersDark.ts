'use client'
import { useSyncExternalStore } from 'react'

const query = '(prefers-color-scheme: dark)'

/** Whether the system asks for a dark theme (`prefers-color-scheme`), followed live; false on the server. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', changed)
      return () => media.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
