// What a runner reports to the execution machine (types only: it exports several types).
import type { ExecutionErrorParameters } from '../../errors/ExecutionError'
import type { StatusResult } from '../../schemas/statusResultSchema'
import type { ExecutionRecovery } from '../types'

/** The item an outcome is about: its step's and its own index in the progress. */
export type OutcomeItem = { step: number; item: number }

/**
 * Why a runner stopped, and what the machine needs to say where the funds are. `deposit`: the item moves the
 * user's funds to the service (a transaction with a `check`, a signed deposit authorization). `message`: the
 * item's own line (`Rejected in the wallet.`); without it the item's state is left as it was.
 */
export type ExecutionFailure = {
  /**
   * - `rejected`: nothing left the wallet for this item (refused, chain not switched, claim or check refused);
   * - `unknown`: something may have gone out (a wallet error after the prompt, a batch or a lookup not answered);
   * - `reverted`: it went out and was undone (a reverted receipt, a cancelling replacement, a failed batch);
   * - `timeout`: it went out and no receipt came in time.
   */
  type: 'rejected' | 'unknown' | 'reverted' | 'timeout'
  step?: number | undefined
  item?: number | undefined
  deposit?: boolean | undefined
  message?: string | undefined
  /** The error's reason, cause, check and message; its `funds` are the machine's to say. */
  error: Omit<ExecutionErrorParameters, 'funds' | 'step' | 'item'>
}

/** Everything that changes an execution's progress: `reduce(progress, outcome)` decides what it changes to. */
export type ExecutionOutcome =
  /** A persisted execution is run again: running, its last error and retry cleared. */
  | { type: 'resumed' }
  /** The quote passed its checks: the steps run. */
  | { type: 'started' }
  /** The steps are done (or there were none): the request is tracked. */
  | { type: 'tracking' }
  /** The wallet is asked to switch to the item's chain. */
  | (OutcomeItem & { type: 'switching' })
  /** The wallet is asked (a transaction, a batch, a signature). */
  | (OutcomeItem & { type: 'prompted' })
  /**
   * The item went out: its hash (unknown yet for the second call of a batch), or looked up from a claim. A
   * deposit's funds are `sent` from here on.
   */
  | (OutcomeItem & {
      type: 'sent'
      hash?: string | undefined
      explorerUrl?: string | undefined
      deposit: boolean
    })
  /** The wallet replaced the item's transaction by one doing the same (sped up): the new hash. */
  | (OutcomeItem & { type: 'replaced'; hash: string; explorerUrl: string | undefined })
  /** Waiting for the item's receipt. */
  | (OutcomeItem & { type: 'confirming' })
  /** The item is done (its receipt, its deposit seen; a batch's approval with the batch's first hash). */
  | (OutcomeItem & { type: 'confirmed'; hash?: string | undefined; explorerUrl?: string | undefined })
  /** The wallet signed the item. */
  | (OutcomeItem & { type: 'signed'; signature: string })
  /** The service took the item's signature (or had acted on it already); a deposit authorization's funds are `sent`. */
  | (OutcomeItem & { type: 'posted'; deposit: boolean })
  /** The item was not sent after all and can be asked again (the second call of a batch the wallet refused). */
  | (OutcomeItem & { type: 'released' })
  /**
   * A read of the service after the deposit answered. `unverified`: kept in the progress but not believed (the
   * hash it names is not checked on chain yet), so it says nothing about the funds.
   */
  | { type: 'seen'; request: StatusResult; unverified?: boolean | undefined }
  /** A read of the service after the deposit failed transiently and is tried again. */
  | { type: 'retrying'; recovery: ExecutionRecovery }
  /** The request reached a terminal status. */
  | { type: 'settled'; request: StatusResult }
  /** A runner stopped with a failure the machine explains. */
  | ExecutionFailure
  /**
   * The run stopped on something thrown (an `ExecutionError` of a check, an abort, anything unexpected).
   * `claimedDeposit`: a claim on a deposit transaction is outstanding without its hash (the wallet may have sent it).
   */
  | { type: 'stopped'; thrown: unknown; aborted: boolean; claimedDeposit: boolean }
