'use client'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const read = () => navigator.language
const onServer = () => undefined

/**
 * The browser's preferred language (`navigator.language`), followed as it changes; `undefined` while rendering on a
 * server and during hydration, so the server's English markup hydrates unchanged.
 */
export function useBrowserLocale(): string | undefined {
  return useSyncExternalStore(subscribe, read, onServer)
}
