import { type ChainStateFlags, getChainState } from './getChainState'

/** Chains sorted into the lists a chain picker needs. A chain can be in several lists. */
export type GroupedChains<chain> = {
  /** Chains an incident blocks (`disabled`): offer none of their routes. */
  disabled: chain[]
  /** Usable but slow (`blockProductionLagging`): warn the user. */
  degraded: chain[]
  /**
   * Chains that accept deposits now: valid origins. Not disabled and `depositEnabled` not `false`: a record
   * without `depositEnabled` counts as enabled (the interface lists the field without saying it is always
   * present, and `chainSchema` parses it as optional).
   */
  depositEnabled: chain[]
}

/**
 * Groups chain records by availability (see `getChainState`).
 *
 * @example
 * const { depositEnabled } = groupChainsByState(chains) // origin chain options
 */
export function groupChainsByState<chain extends ChainStateFlags>(
  chains: readonly chain[],
): GroupedChains<chain> {
  const grouped: GroupedChains<chain> = { disabled: [], degraded: [], depositEnabled: [] }
  for (const chain of chains) {
    const state = getChainState(chain)
    if (state === 'disabled') grouped.disabled.push(chain)
    if (chain.blockProductionLagging && !chain.disabled) grouped.degraded.push(chain)
    if (state !== 'disabled' && state !== 'depositDisabled') grouped.depositEnabled.push(chain)
  }
  return grouped
}
