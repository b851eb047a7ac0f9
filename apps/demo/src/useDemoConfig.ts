'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { DemoConfig } from '../shared/DemoConfig'

/** The demo server's `GET /demo/config`: mode, sponsorship wallet and relayed chains (never the API key). */
export function useDemoConfig(): UseQueryResult<DemoConfig, Error> {
  return useQuery({
    queryKey: ['demo', 'config'],
    queryFn: async () => {
      const response = await fetch('/demo/config')
      if (!response.ok) throw new Error(`GET /demo/config answered ${response.status}`)
      return (await response.json()) as DemoConfig
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
