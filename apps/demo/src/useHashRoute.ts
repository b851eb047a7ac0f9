'use client'
import { useEffect, useState } from 'react'

/** The demo's pages. */
export const pages = ['bridge', 'history', 'status', 'integrator'] as const

/** Where the hash points: a page and, for `#/status/<id>`, the request id. */
export type HashRoute = { page: (typeof pages)[number]; param: string | undefined }

const read = (): HashRoute => {
  const [name, ...rest] = window.location.hash.replace(/^#\/?/, '').split('/')
  const page = pages.find((p) => p === name) ?? 'bridge'
  const param = rest.length > 0 ? decodeURIComponent(rest.join('/')) : undefined
  return { page, param: param || undefined }
}

/** The current hash route (`#/bridge`, `#/history`, `#/status/<id>`, `#/integrator`), following `hashchange`. */
export function useHashRoute(): HashRoute {
  const [route, setRoute] = useState(read)
  useEffect(() => {
    const onChange = () => setRoute(read())
    window.addEventListener('hashchange', onChange)
    return () => window.removeEventListener('hashchange', onChange)
  }, [])
  return route
}
