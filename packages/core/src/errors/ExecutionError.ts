import { BaseError } from './BaseError'

/** Why executing a quote's steps stopped. */
export type ExecutionErrorReason =
  | 'user-rejected'
  | 'chain-switch-failed'
  | 'transaction-reverted'
  | 'timeout'
  | 'signature-failed'
  | 'unknown'

/** Options of {@link ExecutionError}. */
export type ExecutionErrorParameters = {
  /** Why execution stopped. */
  reason: ExecutionErrorReason
  /** Id of the step that failed (`approve`, `deposit`, `authorize`, …), when known. */
  step?: string | undefined
  /** Index of the item within that step, when known. */
  item?: number | undefined
  /** The wallet / viem / HTTP error underneath. */
  cause?: unknown
  /** Overrides the default short message. */
  shortMessage?: string | undefined
}

/** Type of {@link ExecutionError}, discriminated by `name`. */
export type ExecutionErrorType = ExecutionError & { name: 'ExecutionError' }

const reasonMessages: Record<ExecutionErrorReason, string> = {
  'user-rejected': 'The request was rejected in the wallet.',
  'chain-switch-failed': 'The wallet could not switch to the required chain.',
  'transaction-reverted': 'The transaction reverted on chain.',
  timeout: 'Timed out waiting for the step to complete.',
  'signature-failed': 'The signature could not be produced or was not accepted.',
  unknown: 'Executing the quote failed.',
}

/**
 * Executing a quote's steps failed: the user rejected, the chain switch failed, a transaction
 * reverted, a wait timed out, a signature failed. Names the step and item; the original error is `cause`.
 */
export class ExecutionError extends BaseError {
  /** Why execution stopped. */
  reason: ExecutionErrorReason
  /** Id of the failing step, when known. */
  step: string | undefined
  /** Index of the failing item within the step, when known. */
  item: number | undefined

  constructor(parameters: ExecutionErrorParameters) {
    super(parameters.shortMessage ?? reasonMessages[parameters.reason], {
      cause: parameters.cause,
      metaMessages: [
        `Reason: ${parameters.reason}`,
        ...(parameters.step !== undefined ? [`Step: ${parameters.step}`] : []),
        ...(parameters.item !== undefined ? [`Item: ${parameters.item}`] : []),
      ],
      docsPath: '/errors#executionerror',
      name: 'ExecutionError',
    })
    this.reason = parameters.reason
    this.step = parameters.step
    this.item = parameters.item
  }
}
