'use client'
import { type Chain, type ChainCurrency, useChains } from '@crosspay/core'
import { listPickerTokens } from '../parts/TokenPicker/listPickerTokens'
import type { SwapValue } from './SwapValue'

/** The chain records and tokens a panel's value names (undefined while unknown or not chosen). */
export type PanelRoute = {
  chains: Chain[]
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
  const { data, error } = useChains()
  const chains = data ?? []
  const originChain = chains.find((c) => c.id === value.originChainId)
  const destinationChain = chains.find((c) => c.id === value.destinationChainId)
  return {
    chains,
    chainsError: error,
    originChain,
    destinationChain,
    originToken: findToken(originChain, value.originCurrency),
    destinationToken: findToken(destinationChain, value.destinationCurrency),
  }
}
