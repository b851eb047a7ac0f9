// The seam between the execution machine and one chain family (types only: it exports several types).
import type { Quote } from '../../schemas/quoteSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import type { OutcomeItem } from './ExecutionOutcome'

/** The item an adapter is asked about: where it sits in the quote, and its data. */
export type AdapterItemParameters<Item> = {
  ctx: ExecutionContext
  quote: Quote
  /** Index of the step in the quote (and the progress). */
  step: number
  /** Index of the item in its step. */
  item: number
  data: Item
}

/** What went out for an item: its hash, and what the family needs to confirm it (EVM: nonce and first block). */
export type SentItem = { hash: string; evidence?: unknown }

/** The steps an adapter may run as one unit: they start at `step` (its index in the quote and the progress). */
export type BatchParameters = {
  ctx: ExecutionContext
  quote: Quote
  /** Index of the first step the batch would cover. */
  step: number
  /** Whether the host allows batches (`executeQuote`'s `batching`; EVM: probe EIP-5792 `atomic` support). */
  batching: boolean
}

/**
 * What a batch did: how many steps from `step` it covered, and each of their items it sent but did not confirm
 * (with what went out, as `send` returns it). The machine then confirms those through `confirm` (and has the service
 * see a deposit) as for an item sent alone; the covered items not listed are complete, or sent and recorded.
 */
export type SentBatch = { steps: number; sent: readonly (OutcomeItem & { sent: SentItem })[] }

/**
 * One chain family's way of performing a transaction item (EVM is the first; Solana and gasless add theirs): the
 * machine calls `checkItem`, then `recover` (the evidence an earlier claim left) or else `send`, then `confirm`.
 * Before a step's items, it offers the step to `runBatch` when the family has one (steps run as one unit: an EVM
 * approval and deposit in one `sendCalls`, a gasless batch relayed by the service). Each reports what happened as
 * outcomes through `ctx.apply` / `ctx.fail`; none decides where the funds are.
 */
export type ChainAdapter<Item> = {
  /** The family's safety checks of an item not sent yet, before anything reaches the wallet (throws `unsafe`). */
  checkItem(parameters: AdapterItemParameters<Item>): void
  /** What an earlier claim on the item shows went out (reported `sent`), or undefined when nothing did. */
  recover(parameters: AdapterItemParameters<Item>): Promise<SentItem | undefined>
  /** Switches, claims, asks the wallet; reports `sent` (or a failure) and returns what went out. */
  send(parameters: AdapterItemParameters<Item>): Promise<SentItem>
  /** Waits until what went out is final (reports `confirming`, `replaced`, or a failure); returns its final hash. */
  confirm(parameters: AdapterItemParameters<Item> & { sent: SentItem }): Promise<{ hash: string }>
  /**
   * Optional: runs the steps from `step` as one unit when the family, the wallet and the steps allow it (checks,
   * claim, one prompt, outcomes reported as for single items), or resumes such a unit an earlier run claimed.
   * Resolves undefined when it did not (nothing sent): the machine then runs the items one by one.
   */
  runBatch?(parameters: BatchParameters): Promise<SentBatch | undefined>
}

/** The adapters of an execution, by chain family (`vmType`): `evm` always. */
export type ChainAdapters<Item = TransactionStepItem> = {
  readonly evm: ChainAdapter<Item>
  readonly [family: string]: ChainAdapter<Item> | undefined
}
