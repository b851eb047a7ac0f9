'use client'
import { type Chain, type ChainCurrency, useChains } from '@crosspay/core'
import { listPickerTokens } from '../parts/TokenPicker/listPickerTokens'
import type { SwapValue } from './SwapValue'

/** The chain records and tokens a panel's value names (undefined while unknown or not chosen). */
export type PanelRoute = {
  chains: Chain[]
  /**
   * Why the chain list is missing: the load's error, or its latest transient failure while it keeps trying (with no
   * records yet, every new attempt clears TanStack's `error`; this stays set until a load succeeds).
   */
  chainsError: Error | null
  originChain: Chain | undefined
  destinationChain: Chain | undefined
  originToken: ChainCurrency | undefined
  destinationToken: ChainCurrency | undefined
}

const findToken = (chain: Chain | undefined, address: string | undefined) =>
  chain && address
    ? listPickerTokens(chain).find((t) => t.address.toLowerCase() === address.toLowerCase())
    : undefined

/** Looks up the panel's chains and tokens in the service's chain records (`useChains`). */
export function usePanelRoute(value: SwapValue): PanelRoute {
  const { data, error, failureReason, isRetrying } = useChains()
  const chains = data ?? []
  const originChain = chains.find((c) => c.id === value.originChainId)
  const destinationChain = chains.find((c) => c.id === value.destinationChainId)
  return {
    chains,
    chainsError: error ?? (isRetrying ? failureReason : null),
    originChain,
    destinationChain,
    originToken: findToken(originChain, value.originCurrency),
    destinationToken: findToken(destinationChain, value.destinationCurrency),
  }
}
