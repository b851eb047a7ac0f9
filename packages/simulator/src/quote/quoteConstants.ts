/**
 * Fixed parameters of the simulator's pricing. USD values are 6-decimal units; gas values are gas units.
 * Documented so that tests and the kit can reason about a quote's numbers.
 */
export const quoteConstants = {
  /** Relay service fee (`relayerService`, sponsorship component `platform`), bps of the input. */
  serviceFeeBps: 5n,
  /** Swap fee for cross-currency requests (sponsorship component `swap`, `details.swapImpact`), bps of the input. */
  swapFeeBps: 30n,
  /** Gas of the solver's destination fill on an EVM chain: native transfer, ERC-20 transfer. */
  fillGasNative: 50_000n,
  fillGasErc20: 80_000n,
  /** Fee of the solver's fill on the SVM chain, lamports. */
  svmFillFeeLamports: 10_000n,
  /** Signature fee of a user's SVM deposit transaction, lamports (origin gas). */
  svmDepositFeeLamports: 5_000n,
  /** Rent of an associated token account on the SVM chain (≈ 0.002 SOL), lamports. */
  svmRentLamports: 2_039_280n,
  /** Default gas top-up when `topupGas` is true and no `topupGasAmount` is given: 2.00 USD. */
  defaultTopupUsd6: 2_000_000n,
  /** Gas used when the backend cannot estimate a transaction (e.g. a deposit before its approval is mined). */
  fallbackGas: { approve: 70_000n, depositNative: 80_000n, depositErc20: 150_000n, transfer: 80_000n },
  /** Fee data used for chains the backend does not carry (virtual-only chains in anvil mode). */
  fallbackFeeData: { maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000n },
  /** Default slippage tolerance, bps: bridges of one currency, swaps. */
  defaultSlippageBridge: '0',
  defaultSlippageSwap: '50',
  /** The solver's capacity per request: a quote whose output is worth more is refused (`SOLVER_CAPACITY_EXCEEDED`). 1 billion USD (above any amount the stories and tests use for "not enough balance"). */
  solverCapacityUsd6: 1_000_000_000_000_000n,
  /** Maximum total app fee, bps. */
  maxAppFeeBps: 10_000n,
} as const
