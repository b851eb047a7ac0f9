import { type Chain, type ChainState, getChainState } from '@crosspay/core'
import type { TokenFilter } from './TokenFilter'

/** A chain the picker shows, with its state: disabled chains are shown but cannot be chosen. */
export type PickerChain = { chain: Chain; state: ChainState; selectable: boolean }

/**
 * The chains a picker shows, in the service's order, filtered by the host's allow and deny lists. `origin`: a chain
 * whose deposits are disabled cannot be an origin; a disabled chain can be neither.
 */
export function listPickerChains(
  chains: readonly Chain[],
  filter: TokenFilter = {},
  side: 'origin' | 'destination' = 'origin',
): PickerChain[] {
  return chains
    .filter(
      (c) => !filter.denyChains?.includes(c.id) && (!filter.allowChains || filter.allowChains.includes(c.id)),
    )
    .map((chain) => {
      const state = getChainState(chain)
      const selectable = state !== 'disabled' && !(side === 'origin' && state === 'depositDisabled')
      return { chain, state, selectable }
    })
}
