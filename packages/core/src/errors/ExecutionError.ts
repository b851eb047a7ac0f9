import { BaseError } from './BaseError'

/** Why executing a quote's steps stopped. */
export type ExecutionErrorReason =
  | 'user-rejected'
  | 'chain-switch-failed'
  | 'transaction-reverted'
  | 'timeout'
  | 'signature-failed'
  | 'unsafe'
  | 'unsupported-origin'
  | 'in-progress-elsewhere'
  | 'sent-state-unknown'
  | 'send-refused'
  | 'refunded'
  | 'failed'
  | 'aborted'
  | 'invalid-parameter'
  | 'batch-failed'
  | 'gasless-refused'
  | 'load-failed'
  | 'unknown'

/**
 * Where the user's funds are when execution stopped: `not-sent` (still in the wallet), `sent` (the deposit went
 * out and the request is being tracked, or can be), `refunded` (back on the origin chain), `failed` (neither
 * delivered nor refunded: see the failure reason), `unknown` (a transaction may have gone out: check the wallet
 * before trying again).
 */
export type FundsLocation = 'not-sent' | 'sent' | 'refunded' | 'failed' | 'unknown'

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
  /** Where the user's funds are. Defaults to `not-sent`. */
  funds?: FundsLocation | undefined
  /** The safety check that stopped a wallet prompt (`reason: 'unsafe'`), e.g. `transaction-target`. */
  check?: string | undefined
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
  unsafe: 'A safety check stopped this step before the wallet was asked.',
  'unsupported-origin': 'This wallet cannot sign for the origin chain of this quote.',
  'in-progress-elsewhere': 'This step is being performed in another tab or window.',
  'sent-state-unknown': 'A transaction of this step may already have been sent.',
  'send-refused': 'The network refused the transaction before sending it.',
  refunded: 'The request could not be filled and was refunded.',
  failed: 'The request failed.',
  aborted: 'Execution was stopped.',
  'invalid-parameter': 'The quote or request id given cannot be executed (see the cause).',
  'batch-failed': 'The wallet could not send the batch of calls.',
  'gasless-refused': 'The relayer refused the payment.',
  'load-failed': 'The payment code could not be loaded (offline, or the app was updated).',
  unknown: 'Executing the quote failed.',
}

const fundsMessages: Record<FundsLocation, string> = {
  'not-sent': 'Nothing was sent: your funds are still in your wallet.',
  sent: 'Your deposit was sent and the request is being tracked.',
  refunded: 'Your funds were refunded on the origin chain.',
  failed: 'Your funds were neither delivered nor refunded yet: see the failure reason.',
  unknown: 'Check your wallet for a pending transaction before trying again.',
}

/**
 * Executing a quote's steps failed or stopped: the user rejected, the chain switch failed, a safety check stopped a
 * wallet prompt, a transaction reverted, a wait timed out, a signature failed, the request was refunded. Names the
 * step and item, and always says where the user's funds are (`funds`; the short message ends with it); the
 * original error is `cause`.
 */
export class ExecutionError extends BaseError {
  /** Why execution stopped. */
  reason: ExecutionErrorReason
  /** Id of the failing step, when known. */
  step: string | undefined
  /** Index of the failing item within the step, when known. */
  item: number | undefined

  /** Where the user's funds are. */
  funds: FundsLocation
  /** The safety check that stopped a wallet prompt, when `reason` is `unsafe`. */
  check: string | undefined

  constructor(parameters: ExecutionErrorParameters) {
    const funds = parameters.funds ?? 'not-sent'
    super(parameters.shortMessage ?? `${reasonMessages[parameters.reason]} ${fundsMessages[funds]}`, {
      cause: parameters.cause,
      metaMessages: [
        `Reason: ${parameters.reason}`,
        `Funds: ${funds}`,
        ...(parameters.check !== undefined ? [`Check: ${parameters.check}`] : []),
        ...(parameters.step !== undefined ? [`Step: ${parameters.step}`] : []),
        ...(parameters.item !== undefined ? [`Item: ${parameters.item}`] : []),
      ],
      docsPath: '/errors#executionerror',
      name: 'ExecutionError',
    })
    this.reason = parameters.reason
    this.funds = funds
    this.check = parameters.check
    this.step = parameters.step
    this.item = parameters.item
  }
}
