import type { Chain } from '../../schemas/chainSchema'

/**
 * The one parameters type of the safety checks: what an item is compared with (built for an item of the run by
 * `toSafetyParameters`). Each check reads the part it needs (`CallSafetyContext`, `SignatureSafetyContext`,
 * `TransactionSafetyContext` are picks of it).
 */
export type SafetyParameters = {
  /** The step's id and the item's index, for the error. */
  step: string
  item: number
  /** The request the quote is for: a deposit (call or authorization) must name it. */
  requestId: string
  /** The chain records of the service (`GET /chains`). */
  chains: readonly Chain[]
  /**
   * The quote's origin chain and currency, and what the user pays (smallest units: the amount asked for with
   * EXACT_INPUT, else the quote's input, itself checked against the request); `exact`: a deposit must move exactly
   * `amount`, not at most.
   */
  origin: { chainId: number; currency: string; amount: bigint; native: boolean; exact?: boolean | undefined }
  /** The account the quote was asked for: a depositor or owner must name it. */
  user: string | undefined
  /** The connected account. */
  account: string | undefined
  /** Extra addresses the integrator allows on a chain (its own contracts). */
  allowAddresses?: ((chainId: number) => readonly string[]) | undefined
  /**
   * The run's deposit is a signed authorization (a permit flow, its signature checked by `assertSafeSignature`):
   * its one-time approval may exceed the input, as the real service's Permit2 approval and the simulator's do.
   */
  permitFlow?: boolean | undefined
}
