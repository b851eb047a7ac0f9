'use client'
import { useEffect, useState } from 'react'
import { demoPages } from './demoPages'

/** Where the hash points: a page and, for `#/status/<id>`, the request id. */
export type HashRoute = { page: (typeof demoPages)[number]; param: string | undefined }

const read = (): HashRoute => {
  const [name, ...rest] = window.location.hash.replace(/^#\/?/, '').split('/')
  const page = demoPages.find((p) => p === name) ?? 'bridge'
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
