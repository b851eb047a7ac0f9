/** The availability of a chain, from its record's flags. */
export type ChainState = 'disabled' | 'depositDisabled' | 'degraded' | 'active'

/** The flags of a chain record that {@link getChainState} reads. */
export type ChainStateFlags = {
  /** True while an incident blocks the chain. */
  disabled?: boolean | undefined
  /** False when deposits on this chain are not accepted. */
  depositEnabled?: boolean | undefined
  /** True when block production lags (degraded performance). */
  blockProductionLagging?: boolean | undefined
}

/**
 * The state of a chain, worst first: `disabled` (an incident blocks it), `depositDisabled`
 * (no deposits), `degraded` (`blockProductionLagging`: works, but slowly) or `active`.
 *
 * @example
 * getChainState({ disabled: false, depositEnabled: true, blockProductionLagging: true }) // 'degraded'
 */
export function getChainState(chain: ChainStateFlags): ChainState {
  if (chain.disabled) return 'disabled'
  if (chain.depositEnabled === false) return 'depositDisabled'
  if (chain.blockProductionLagging) return 'degraded'
  return 'active'
}
