'use client'
import { useEffect, useState } from 'react'
import { demoPages } from './demoPages'

/**
 * Where the hash points: a page, for `#/status/<id>` the request id, and the query after `?` (the bridge page's
 * route and amount: `#/bridge?from=8453:0x0…0&to=10:0x0…0&amount=0.01`).
 */
export type HashRoute = {
  page: (typeof demoPages)[number]
  param: string | undefined
  query: URLSearchParams
}

const read = (): HashRoute => {
  const [path = '', search = ''] = window.location.hash.replace(/^#\/?/, '').split('?', 2)
  const [name, ...rest] = path.split('/')
  const page = demoPages.find((p) => p === name) ?? 'bridge'
  const param = rest.length > 0 ? decodeURIComponent(rest.join('/')) : undefined
  return { page, param: param || undefined, query: new URLSearchParams(search) }
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
