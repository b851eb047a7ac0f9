'use client'
import { useContext } from 'react'
import type { CrosspayClient } from '../api/CrosspayClient'
import { CrosspayProviderNotFoundError } from '../errors/CrosspayProviderNotFoundError'
import { CrosspayContext } from './CrosspayContext'

/** Parameters of {@link useCrosspayClient}. */
export type UseCrosspayClientParameters = {
  /** Use this client instead of the provider's. */
  client?: CrosspayClient | undefined
}

/**
 * The client of the nearest `CrosspayProvider` (or `parameters.client`).
 * Throws {@link CrosspayProviderNotFoundError} when there is neither: a wiring mistake, not a runtime state.
 */
export function useCrosspayClient(parameters: UseCrosspayClientParameters = {}): CrosspayClient {
  const context = useContext(CrosspayContext)
  const client = parameters.client ?? context
  if (!client) throw new CrosspayProviderNotFoundError()
  return client
}
