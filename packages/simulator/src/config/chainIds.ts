/** Chain ids of the simulated network. 8453 and 10 are the live (anvil) chains. */
export const chainIds = {
  /** Origin of app-balance deposits; anvil chain #1. */
  base: 8453,
  /** Anvil chain #2. */
  optimism: 10,
  /** Always `disabled: true` (an incident blocks it). Virtual only. */
  arbitrum: 42161,
  /** Always `blockProductionLagging: true` (degraded). Virtual only. */
  zora: 7777777,
  /** An SVM chain, simulated in both modes. */
  solana: 792703809,
} as const
