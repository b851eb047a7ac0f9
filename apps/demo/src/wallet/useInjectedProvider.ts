'use client'
import { useEffect, useState } from 'react'
import type { Connector } from 'wagmi'

/**
 * Whether the browser has a wallet extension for the `injected` connector: `undefined` while asking, then true or
 * false. Without one, connecting would only fail with "Provider not found".
 */
export function useInjectedProvider(connector: Connector | undefined): boolean | undefined {
  const [found, setFound] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    let live = true
    if (!connector) setFound(false)
    else
      connector
        .getProvider()
        .then((provider) => live && setFound(Boolean(provider)))
        .catch(() => live && setFound(false))
    return () => {
      live = false
    }
  }, [connector])
  return found
}
