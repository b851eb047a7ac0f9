'use client'
import { type Chain, useChains } from '@crosspay/core'
import { useMemo } from 'react'

/**
 * The service's chains (`useChains`, one shared query) as a lookup by id, and the list itself (empty until
 * loaded, or when the chains cannot be loaded: callers then show ids, never fail).
 */
export function useChainLookup(): {
  chains: Chain[]
  chain: (id: number | null | undefined) => Chain | undefined
} {
  const { data } = useChains()
  return useMemo(() => {
    const chains = data ?? []
    const byId = new Map(chains.map((c) => [c.id, c]))
    return { chains, chain: (id) => (id === null || id === undefined ? undefined : byId.get(id)) }
  }, [data])
}
