// Types of the step executor (a types-only file: it exports several types).
import type { ExecutionError, FundsLocation } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import type { StatusResult } from '../schemas/statusResultSchema'
import type { GaslessExecuteBody } from './gasless/GaslessExecuteBody'

/** Where one item of a step stands. */
export type ExecutionItemState =
  | 'idle'
  | 'switching-chain'
  | 'awaiting-wallet'
  | 'submitted'
  | 'confirming'
  | 'complete'
  | 'failed'

/** One item of a step: a transaction or a signature, with what it produced. */
export type ExecutionItemProgress = {
  /** `transaction` or `signature` (another kind is refused before anything is sent). */
  kind: 'transaction' | 'signature'
  /** Chain the item acts on (a transaction's `chainId`, a typed signature's domain chain). */
  chainId: number | undefined
  state: ExecutionItemState
  /** Hash of the transaction sent for this item (the replacement's, when the wallet sped it up). */
  txHash?: string | undefined
  /** Explorer link of `txHash`, from the chain record. */
  explorerUrl?: string | undefined
  /** The signature produced for this item. */
  signature?: string | undefined
  /** Why the item failed, when `state` is `failed`. */
  error?: string | undefined
}

/** One step of the quote (`approve`, `deposit`, `authorize`, …) and its items. */
export type ExecutionStepProgress = {
  id: string
  kind: string
  /** The step's text from the service (e.g. "Depositing USDC to execute the request"). */
  description: string | undefined
  items: ExecutionItemProgress[]
}

/** Where an execution stands as a whole. */
export type ExecutionStatus =
  | 'idle'
  | 'running'
  | 'tracking'
  | 'success'
  | 'refund'
  | 'failure'
  | 'error'
  | 'aborted'

/** Everything a UI needs to show an execution, step by step, and where the user's funds are. */
export type ExecutionProgress = {
  /** The request the steps belong to. */
  requestId: string
  status: ExecutionStatus
  steps: ExecutionStepProgress[]
  /** The request's latest status from the service, once tracked. */
  request: StatusResult | undefined
  /** Where the user's funds are. */
  funds: FundsLocation
  /** A deposit-address quote: send exactly `amount` of `currency` to `address` (no wallet step). */
  depositAddress: { address: string; chainId: number; currency: string; amount: string } | undefined
  /** Why execution stopped, when `status` is `error` (or the refund/failure explained). */
  error: ExecutionError | undefined
  /**
   * Set while a read of the service after the deposit (the check endpoint, the tracker's status reads) is
   * failing transiently and the executor is trying again by itself; cleared by the next read that succeeds, and
   * when the run ends. A UI shows it as "the service cannot be reached, trying again in N s" (the funds are where
   * `funds` says: a deposit sent goes on whatever the reads do).
   */
  recovery?: ExecutionRecovery | undefined
}

/** A service read the executor keeps retrying: what failed and when it reads again (see `ExecutionProgress.recovery`). */
export type ExecutionRecovery = {
  /** The failure: the error's name (`HttpRequestError`, `RateLimitError`, `ResponseShapeError`, …) and short message. */
  error: { name: string; message: string }
  /** When the executor reads again (epoch ms; in the past while that read is under way). */
  nextAttemptAt: number
}

/** The events an execution emits, with their payloads. */
export type ExecutionEventMap = {
  /** Any change of the progress. */
  progress: ExecutionProgress
  /** An item's state changed. */
  item: { step: number; item: number; progress: ExecutionItemProgress }
  /** A transaction was sent (before its receipt). */
  transaction: { step: number; item: number; chainId: number; hash: string }
  /** The request reached a terminal status. */
  settled: ExecutionProgress
}

/** Where executions are persisted: `localStorage`, `sessionStorage`, or anything with the same three methods. */
export type ExecutionStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * A claim on one item, written before the wallet is asked: another tab (or this one after a reload) sees it and
 * does not prompt again. `nonce` is the account's pending nonce at claim time, so a reload can tell whether the
 * transaction went out before its hash was recorded.
 */
export type ExecutionClaim = {
  owner: string
  step: number
  item: number
  at: number
  chainId?: number | undefined
  account?: string | undefined
  nonce?: number | undefined
  blockNumber?: string | undefined
  /**
   * How many consecutive single-item steps, from `step`, the claim covers: 2 for an approval and its deposit sent as
   * one batch (their nonces are `nonce` and `nonce + 1`). Defaults to 1.
   */
  batch?: number | undefined
  /**
   * The EIP-5792 batch id the wallet answered (`wallet_sendCalls`), saved before waiting: a reload resumes with
   * `getCallsStatus` on it and never sends the calls again (a smart-contract account's nonce proves nothing).
   */
  callsId?: string | undefined
  /**
   * An SVM item's signature (its transaction id), saved with the signed transaction (`transaction`, base64 wire
   * format) before it is sent: a reload looks the signature up and, when the chain has not seen it, sends the same
   * signed bytes again (one signature is executed at most once), never asks the wallet again.
   */
  signature?: string | undefined
  /** The signed SVM transaction the claim covers (base64 wire format); see `signature`. */
  transaction?: string | undefined
  /**
   * A gasless batch (`executeQuote`'s `gasless`): the signed `POST /execute` body, saved before it is posted. A
   * reload re-posts exactly this body (the service relays a batch once; Calibur's nonce lets it run once on chain)
   * and never asks for new signatures.
   */
  gasless?: GaslessExecuteBody | undefined
}

/** What is persisted of one execution (schema version 1). */
export type ExecutionRecord = {
  version: 1
  requestId: string
  quote: Quote
  /** The body the user asked for: a resume checks the quote against it again (absent in older records). */
  parameters?: QuoteParameters | undefined
  progress: ExecutionProgress
  claim: ExecutionClaim | undefined
  createdAt: number
  updatedAt: number
}
