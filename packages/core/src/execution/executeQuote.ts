import { QueryClient } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import type { CrosspayClient } from '../api/CrosspayClient'
import { ExecutionError } from '../errors/ExecutionError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { describeFailure } from '../failures/describeFailure'
import { getChainsQueryOptions } from '../query/getChains'
import type { RequestStatusPolling } from '../query/getRequestStatus'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import type { SignatureStepItem } from '../schemas/signatureStepItemSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { assertSafeQuote, assertSafeSteps } from './assertSafeQuote'
import { createEmitter, type Emitter } from './createEmitter'
import { createExecutionStore, type ExecutionStore } from './createExecutionStore'
import type { ExecutionContext } from './ExecutionContext'
import { runBatchedApproval } from './runBatchedApproval'
import { runSignatureItem } from './runSignatureItem'
import { runTransactionItem } from './runTransactionItem'
import { toInitialProgress } from './toInitialProgress'
import { trackRequest } from './trackRequest'
import type { ExecutionEventMap, ExecutionItemProgress, ExecutionProgress } from './types'
import { withTruthfulFunds } from './withTruthfulFunds'

/** Parameters of {@link executeQuote}. */
export type ExecuteQuoteParameters = {
  /** The crosspay client (the same one the quote came from). */
  client: CrosspayClient
  /** The quote whose steps to perform. */
  quote: Quote
  /**
   * The body the user asked for (what `getQuote` / `useQuote` was called with): the quote is checked against it
   * before anything is sent (user, recipient, chains, currencies, amounts; `ExecutionError` `unsafe` otherwise),
   * and it is persisted with the execution so a resume checks it again.
   */
  parameters: QuoteParameters
  /** The host's QueryClient: tracking shares its status query with `useRequestStatus`. Defaults to a new one. */
  queryClient?: QueryClient | undefined
  /** Where executions are persisted (see `createExecutionStore`). Defaults to `localStorage`, else memory. */
  store?: ExecutionStore | undefined
  /** This tab's id, for the claims that keep another tab from sending an item twice. Defaults to a per-tab id. */
  owner?: string | undefined
  /** Aborts everything: waits, polls and tracking end; the progress says what was already sent. */
  signal?: AbortSignal | undefined
  /** Every change of the progress. */
  onProgress?: ((progress: ExecutionProgress) => void) | undefined
  /** Typed events (`progress`, `item`, `transaction`, `settled`); returns nothing, subscribe before running. */
  events?: Emitter<ExecutionEventMap> | undefined
  /** Extra addresses a transaction or permit may target on a chain (the integrator's own contracts). */
  allowAddresses?: ((chainId: number) => readonly string[]) | undefined
  /**
   * Send an approval and the deposit after it as one EIP-5792 `sendCalls` when the wallet reports atomic batching.
   * Set false for wallets that hang on capability probes. Defaults to true.
   */
  batching?: boolean | undefined
  /** Give up waiting for a receipt after this many ms (the error says where the funds are). Defaults to 180000. */
  receiptTimeoutMs?: number | undefined
  /** Poll receipts and the check endpoint every this many ms. Defaults to 1000. */
  pollIntervalMs?: number | undefined
  /** How the request is tracked after the last step (as `useRequestStatus`). Defaults to once per second. */
  tracking?: RequestStatusPolling | undefined
  /**
   * Called as soon as the deposit is submitted, before its receipt: ask YOUR server to fast-fill the request
   * (the API key stays there). Failures are ignored: the request completes at normal speed.
   */
  fastFill?: ((request: { requestId: string; txHash: string }) => Promise<unknown>) | undefined
}

const zeroAddress = '0x0000000000000000000000000000000000000000'
/** A claim younger than this, by another tab, means the item is being performed there. */
const claimStaleMs = 120_000
/** Executions running in this tab, by request id: a second `execute` joins the first instead of sending again. */
const running = new Map<string, Promise<ExecutionProgress>>()

let tabOwner: string | undefined
/** This tab's id: kept in `sessionStorage` (so it survives a reload of the tab), else one per process. */
function defaultOwner(): string {
  if (tabOwner) return tabOwner
  const random = () => Math.random().toString(36).slice(2, 12)
  try {
    const session = (globalThis as { sessionStorage?: Storage }).sessionStorage
    const kept = session?.getItem('crosspay.execution.owner')
    tabOwner = kept ?? random()
    session?.setItem('crosspay.execution.owner', tabOwner)
  } catch {
    tabOwner = random()
  }
  return tabOwner
}

/**
 * Performs a quote's steps with the user's wallet through a wagmi `Config`, then tracks the request to its end.
 * Steps run in order (complete ones are skipped); each transaction or signature is checked before the wallet is
 * asked (`ExecutionError` `unsafe`, nothing sent), sent at most once (persisted and claimed across re-renders,
 * calls, tabs and reloads), and confirmed. A second call for the same request while one runs returns the same
 * promise. Resolves with the final progress when the request succeeded; rejects with an `ExecutionError` that says
 * where the funds are otherwise: nothing sent, sent and tracked, or refunded / failed (explained with
 * `describeFailure`; the progress then has `status` `refund` or `failure`).
 * Framework-free: React apps use `useExecuteQuote`.
 *
 * @example
 * const parameters = { user, originChainId: 8453, destinationChainId: 10, originCurrency, destinationCurrency, amount: '1000000', tradeType: 'EXACT_INPUT' } as const
 * const quote = await getQuote(client, parameters)
 * const progress = await executeQuote(wagmiConfig, { client, quote, parameters, onProgress: render })
 * progress.status // 'success'
 */
export function executeQuote(config: Config, parameters: ExecuteQuoteParameters): Promise<ExecutionProgress> {
  const requestId = parameters.quote?.steps?.find((s) => s.requestId)?.requestId
  if (!requestId)
    return Promise.reject(
      new InvalidParameterError({
        parameter: 'quote',
        rule: 'must have steps with a requestId (a quote from getQuote)',
      }),
    )
  const key = requestId.toLowerCase()
  const existing = running.get(key)
  if (existing) return existing
  const run = runExecution(config, parameters, requestId).finally(() => running.delete(key))
  running.set(key, run)
  return run
}

async function runExecution(
  config: Config,
  parameters: ExecuteQuoteParameters,
  requestId: string,
): Promise<ExecutionProgress> {
  const store = parameters.store ?? createExecutionStore()
  const stored = store.get(requestId)
  const quote = stored?.quote ?? parameters.quote
  const asked = parameters.parameters
  const currencyIn = quote.details?.currencyIn
  const originChainId = asked?.originChainId
  const originCurrency = asked?.originCurrency ?? zeroAddress
  const queryClient = parameters.queryClient ?? new QueryClient()
  const signal = parameters.signal ?? new AbortController().signal
  const emitter = parameters.events ?? createEmitter<ExecutionEventMap>()
  const progress: ExecutionProgress = stored
    ? { ...stored.progress, status: 'running', error: undefined }
    : toInitialProgress(quote, requestId)
  const now = Date.now()
  const persist = () => {
    const record = store.get(requestId)
    store.put({
      version: 1,
      requestId,
      quote: ctx.quote,
      parameters: asked,
      progress: ctx.progress,
      claim: record?.claim,
      createdAt: record?.createdAt ?? now,
      updatedAt: Date.now(),
    })
  }
  const changed = () => {
    persist()
    const snapshot = structuredClone({ ...ctx.progress, error: undefined })
    const view = { ...snapshot, error: ctx.progress.error }
    parameters.onProgress?.(view)
    emitter.emit('progress', view)
  }
  const ctx: ExecutionContext = {
    config,
    client: parameters.client,
    queryClient,
    store,
    owner: parameters.owner ?? defaultOwner(),
    signal,
    requestId,
    quote: { ...quote, steps: [...quote.steps] },
    chains: [],
    origin: {
      chainId: originChainId ?? 0,
      currency: originCurrency,
      amount: toAmount(asked?.tradeType === 'EXACT_INPUT' ? asked.amount : currencyIn?.amount),
      native:
        originCurrency.toLowerCase() === zeroAddress || currencyIn?.currency?.metadata?.isNative === true,
    },
    user: asked?.user,
    progress,
    emitter,
    options: {
      allowAddresses: parameters.allowAddresses,
      receiptTimeoutMs: parameters.receiptTimeoutMs ?? 180_000,
      pollIntervalMs: parameters.pollIntervalMs ?? 1000,
      claimStaleMs,
      fastFill: parameters.fastFill,
    },
    setItem(step, item, patch) {
      const steps = ctx.progress.steps.map((s, i) =>
        i === step ? { ...s, items: s.items.map((it, j) => (j === item ? { ...it, ...patch } : it)) } : s,
      )
      ctx.progress = { ...ctx.progress, steps }
      emitter.emit('item', { step, item, progress: steps[step]!.items[item] as ExecutionItemProgress })
      changed()
    },
    set(patch) {
      ctx.progress = { ...ctx.progress, ...patch }
      changed()
    },
  }

  try {
    ctx.chains = await queryClient.fetchQuery(getChainsQueryOptions(ctx.client))
    const origin = ctx.chains.find((c) => c.id === ctx.origin.chainId)
    // An EVM wallet cannot send an SVM deposit; a deposit-address quote needs no wallet, so it is only tracked.
    if (origin?.vmType && origin.vmType !== 'evm' && !ctx.progress.depositAddress)
      throw new ExecutionError({
        reason: 'unsupported-origin',
        shortMessage: `${origin.displayName} is not an EVM chain: an EVM wallet cannot send this quote's deposit. Nothing was sent.`,
      })
    // Every item of the quote, before the first one reaches the wallet.
    assertSafeQuote(ctx, asked)
    ctx.set({ status: 'running' })
    // A deposit-address quote has no wallet step: show where to send what, then track.
    if (!ctx.progress.depositAddress)
      for (let i = 0; i < ctx.quote.steps.length; i++) {
        const step = ctx.quote.steps[i]!
        if (await runBatchedApproval(ctx, i, parameters.batching ?? true)) {
          i++ // the step after the approval went in the same batch
          continue
        }
        for (let j = 0; j < step.items.length; j++) {
          signal.throwIfAborted()
          const item = step.items[j] as TransactionStepItem | SignatureStepItem
          if (item.status === 'complete' || ctx.progress.steps[i]?.items[j]?.state === 'complete') continue
          if (step.kind === 'transaction') await runTransactionItem(ctx, i, j, item as TransactionStepItem)
          else if (step.kind === 'signature') {
            const added = await runSignatureItem(ctx, i, j, item as SignatureStepItem)
            if (added.length) {
              assertSafeSteps(ctx, added, ctx.quote.steps.length)
              ctx.quote = { ...ctx.quote, steps: [...ctx.quote.steps, ...added] }
              ctx.set({
                steps: [
                  ...ctx.progress.steps,
                  ...toInitialProgress({ ...ctx.quote, steps: added }, requestId).steps,
                ],
              })
            }
          } else
            throw new ExecutionError({
              reason: 'unsafe',
              check: 'step-kind',
              step: step.id,
              shortMessage: `This version cannot perform a "${step.kind}" step. Nothing was sent.`,
            })
        }
      }
    ctx.set({ status: 'tracking' })
    const final = await trackRequest(
      ctx,
      { intervalMs: parameters.tracking?.intervalMs ?? 1000, ...parameters.tracking },
      (status) =>
        ctx.set({
          request: status,
          ...(status.status !== 'waiting' && ctx.progress.funds === 'not-sent' ? { funds: 'sent' } : {}),
        }),
      () => undefined,
    )
    if (final.status === 'success') ctx.set({ status: 'success', request: final })
    else {
      const failure = describeFailure(final.failReason, final.refundFailReason, { status: final.status })
      const refunded = final.status === 'refund'
      const error = new ExecutionError({
        reason: refunded ? 'refunded' : 'failed',
        funds: refunded ? 'refunded' : 'failed',
        shortMessage: `${failure.title}. ${failure.explanation} ${failure.action}`,
      })
      ctx.set({
        status: refunded ? 'refund' : 'failure',
        request: final,
        funds: refunded ? 'refunded' : 'failed',
        error,
      })
      emitter.emit('settled', ctx.progress)
      throw error
    }
    emitter.emit('settled', ctx.progress)
    return ctx.progress
  } catch (thrown) {
    // A refund or failure is settled already: its error stands as it is.
    if (ctx.progress.status === 'refund' || ctx.progress.status === 'failure') throw thrown
    const aborted = signal.aborted
    const error =
      thrown instanceof ExecutionError
        ? withTruthfulFunds(thrown, ctx.progress.funds)
        : new ExecutionError({
            reason: aborted ? 'aborted' : 'unknown',
            funds: ctx.progress.funds,
            cause: thrown,
          })
    ctx.set({ status: aborted ? 'aborted' : 'error', error })
    throw error
  }
}

/** A quoted amount as a bigint (0 when absent or not an integer: the match check has refused those already). */
function toAmount(amount: string | undefined): bigint {
  return amount && /^\d+$/.test(amount) ? BigInt(amount) : 0n
}
