import { QueryClient } from '@tanstack/react-query'
import type { Config } from '@wagmi/core'
import type { CrosspayClient } from '../api/CrosspayClient'
import { ExecutionError } from '../errors/ExecutionError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { describeFailure } from '../failures/describeFailure'
import { getChainsQueryOptions } from '../query/getChains'
import type { RequestStatusPolling } from '../query/getRequestStatus'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { assertSafeQuote } from './assertSafeQuote'
import { claimStaleMs } from './claimStaleMs'
import { createEmitter, type Emitter } from './createEmitter'
import { createExecutionContext } from './createExecutionContext'
import type { ExecutionStore } from './createExecutionStore'
import type { ExecutionContext } from './ExecutionContext'
import { getDefaultExecutionStore } from './getDefaultExecutionStore'
import { runningExecutions } from './runningExecutions'
import { runSteps } from './runSteps'
import { tabOwner } from './tabOwner'
import { toExecutionRecovery } from './toExecutionRecovery'
import { toInitialProgress } from './toInitialProgress'
import { trackRequest } from './trackRequest'
import type { ExecutionEventMap, ExecutionProgress } from './types'
import { withExecutionLock } from './withExecutionLock'
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
  /**
   * Where executions are persisted (see `createExecutionStore`). Defaults to the page's (or process's) one store,
   * `getDefaultExecutionStore()`: `localStorage`, else memory, shared by every call and hook.
   */
  store?: ExecutionStore | undefined
  /** This tab's id, for the claims that keep another tab from sending an item twice. Defaults to one kept in memory. */
  owner?: string | undefined
  /**
   * Where Web Locks are missing: another owner's claim younger than this many ms refuses the item
   * (`in-progress-elsewhere`); this run refreshes its own every max(1 s, a quarter of it) while the wallet prompt is
   * open. Defaults to 120000.
   */
  claimStaleMs?: number | undefined
  /**
   * Aborts everything: waits, polls and tracking end; the progress says what was already sent. A call that joined
   * a run of the same request already going stops that run with its signal too.
   */
  signal?: AbortSignal | undefined
  /** Every change of the progress. */
  onProgress?: ((progress: ExecutionProgress) => void) | undefined
  /** Typed events (`progress`, `item`, `transaction`, `settled`); returns nothing, subscribe before running. */
  events?: Emitter<ExecutionEventMap> | undefined
  /**
   * Extra addresses a transaction or permit may target on a chain (the integrator's own contracts, or a router it
   * trusts). A call to one of them is not decoded by the service's ABI table: the integrator vouches for it (its
   * native value still counts in the run's total).
   */
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

/**
 * Performs a quote's steps with the user's wallet through a wagmi `Config`, then tracks the request to its end.
 * Steps run in order (complete ones are skipped); each transaction or signature is checked before the wallet is
 * asked (`ExecutionError` `unsafe`, nothing sent), sent at most once (persisted in the page's one store, claimed
 * under a Web Lock across tabs, and kept as evidence across reloads), and confirmed. A second call for the same
 * request while one runs returns the same promise; one after it finished sends nothing again. Resolves with the
 * final progress when the request succeeded; every rejection is an `ExecutionError` that says where the funds are
 * (`funds`): nothing sent, sent and tracked, unknown (check before retrying), or refunded / failed (explained with
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
  let requestId: string | undefined
  try {
    requestId = parameters.quote?.steps?.find((s) => s.requestId)?.requestId ?? undefined
  } catch {
    requestId = undefined
  }
  if (!requestId)
    return Promise.reject(
      new ExecutionError({
        reason: 'invalid-parameter',
        funds: 'not-sent',
        cause: new InvalidParameterError({
          parameter: 'quote',
          rule: 'must have steps with a requestId (a quote from getQuote)',
        }),
      }),
    )
  const id = requestId
  const key = id.toLowerCase()
  const existing = runningExecutions.get(key)
  if (existing) {
    follow(parameters.signal, existing.controller)
    return existing.promise
  }
  const store = parameters.store ?? getDefaultExecutionStore()
  const controller = new AbortController()
  follow(parameters.signal, controller)
  const promise = withExecutionLock(
    id,
    (locked) => runExecution(config, { ...parameters, store, signal: controller.signal }, id, locked),
    async () => {
      throw new ExecutionError({
        reason: 'in-progress-elsewhere',
        funds: store.get(id)?.progress.funds ?? 'not-sent',
      })
    },
  )
    .catch((thrown: unknown) => {
      // The lock itself failed (an opaque origin, a policy): still an ExecutionError saying where the funds are.
      throw thrown instanceof ExecutionError
        ? thrown
        : new ExecutionError({
            reason: 'unknown',
            funds: store.get(id)?.progress.funds ?? 'not-sent',
            cause: thrown,
          })
    })
    .finally(() => runningExecutions.delete(key))
  runningExecutions.set(key, { promise, controller })
  return promise
}

/** Aborts `controller` when `signal` does (now, if it already has). */
function follow(signal: AbortSignal | undefined, controller: AbortController) {
  if (!signal) return
  if (signal.aborted) controller.abort(signal.reason)
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
}

async function runExecution(
  config: Config,
  parameters: ExecuteQuoteParameters & { store: ExecutionStore; signal: AbortSignal },
  requestId: string,
  locked: boolean,
): Promise<ExecutionProgress> {
  const { store, signal } = parameters
  const stored = store.get(requestId)
  let ctx: ExecutionContext | undefined
  try {
    const quote = stored?.quote ?? parameters.quote
    const asked = parameters.parameters
    const currencyIn = quote.details?.currencyIn
    const originCurrency = asked?.originCurrency ?? zeroAddress
    const queryClient = parameters.queryClient ?? new QueryClient()
    ctx = createExecutionContext({
      config,
      client: parameters.client,
      queryClient,
      store,
      owner: parameters.owner ?? tabOwner,
      signal,
      requestId,
      quote,
      parameters: asked,
      chains: await queryClient.fetchQuery(getChainsQueryOptions(parameters.client)),
      origin: {
        chainId: asked?.originChainId ?? 0,
        currency: originCurrency,
        amount: toAmount(asked?.tradeType === 'EXACT_INPUT' ? asked.amount : currencyIn?.amount),
        native:
          originCurrency.toLowerCase() === zeroAddress || currencyIn?.currency?.metadata?.isNative === true,
        exact: asked?.tradeType === 'EXACT_INPUT',
      },
      user: asked?.user,
      progress: stored
        ? { ...stored.progress, status: 'running', error: undefined, recovery: undefined }
        : toInitialProgress(quote, requestId),
      emitter: parameters.events ?? createEmitter<ExecutionEventMap>(),
      locked,
      options: {
        allowAddresses: parameters.allowAddresses,
        receiptTimeoutMs: parameters.receiptTimeoutMs ?? 180_000,
        pollIntervalMs: parameters.pollIntervalMs ?? 1000,
        claimStaleMs: parameters.claimStaleMs ?? claimStaleMs,
        fastFill: parameters.fastFill,
      },
      onProgress: parameters.onProgress,
    })
    return await runAndTrack(ctx, quote, parameters)
  } catch (thrown) {
    const progress = ctx?.progress()
    // A refund or failure is settled already: its error stands as it is.
    if (progress?.status === 'refund' || progress?.status === 'failure') throw thrown
    const aborted = signal.aborted
    const error =
      thrown instanceof ExecutionError
        ? withTruthfulFunds(thrown, ctx ? truthfulFunds(ctx) : (stored?.progress.funds ?? 'not-sent'))
        : new ExecutionError({
            reason: aborted ? 'aborted' : 'unknown',
            funds: ctx ? truthfulFunds(ctx) : (stored?.progress.funds ?? 'not-sent'),
            cause: thrown,
          })
    ctx?.set({ status: aborted ? 'aborted' : 'error', funds: error.funds, error, recovery: undefined })
    throw error
  }
}

/** Performs the steps (unless it is a deposit-address quote: no wallet step), then tracks the request. */
async function runAndTrack(
  ctx: ExecutionContext,
  quote: Quote,
  parameters: ExecuteQuoteParameters,
): Promise<ExecutionProgress> {
  const origin = ctx.chains.find((c) => c.id === ctx.origin.chainId)
  // An EVM wallet cannot send an SVM deposit; a deposit-address quote needs no wallet, so it is only tracked.
  if (origin?.vmType && origin.vmType !== 'evm' && !ctx.progress().depositAddress)
    throw new ExecutionError({
      reason: 'unsupported-origin',
      funds: ctx.progress().funds,
      shortMessage: `${origin.displayName} is not an EVM chain: an EVM wallet cannot send this quote's deposit. Nothing was sent.`,
    })
  // The quote against the body asked for, then every item of it, before the first one reaches the wallet.
  assertSafeQuote(ctx, quote, parameters.parameters)
  ctx.set({ status: 'running' })
  // A deposit-address quote has no wallet step: show where to send what, then track.
  if (!ctx.progress().depositAddress) await runSteps(ctx, quote, parameters.batching ?? true)
  ctx.set({ status: 'tracking' })
  const final = await trackRequest(
    ctx,
    { intervalMs: parameters.tracking?.intervalMs ?? 1000, ...parameters.tracking },
    (status) =>
      ctx.set({
        request: status,
        recovery: undefined,
        ...(status.status !== 'waiting' && ctx.progress().funds === 'not-sent' ? { funds: 'sent' } : {}),
      }),
    (error, nextAttemptAt) => ctx.set({ recovery: toExecutionRecovery(error, nextAttemptAt) }),
  )
  if (final.status !== 'success') {
    const failure = describeFailure(final.failReason, final.refundFailReason, { status: final.status })
    const refunded = final.status === 'refund'
    const error = new ExecutionError({
      reason: refunded ? 'refunded' : 'failed',
      funds: refunded ? 'refunded' : 'failed',
      shortMessage: `${failure.title}. ${failure.explanation} ${failure.action}`,
    })
    ctx.set({ status: refunded ? 'refund' : 'failure', request: final, funds: error.funds, error })
    ctx.emitter.emit('settled', ctx.progress())
    throw error
  }
  ctx.set({ status: 'success', request: final })
  ctx.emitter.emit('settled', ctx.progress())
  return ctx.progress()
}

/**
 * Where the funds are when something unexpected stopped the run: as the progress says, except while a claim on a
 * deposit transaction is outstanding without its hash (the wallet may have sent it): `unknown`. A signature item
 * decides its own funds (its post refused by the service, or possibly acted on).
 */
function truthfulFunds(ctx: ExecutionContext) {
  const progress = ctx.progress()
  const claim = ctx.claim()
  if (progress.funds !== 'not-sent' || !claim) return progress.funds
  const record = ctx.store.get(ctx.requestId)
  for (let k = 0; k < (claim.batch ?? 1); k++) {
    const step = record?.quote.steps[claim.step + k]
    const item = step?.items[k === 0 ? claim.item : 0] as { check?: unknown } | undefined
    const done = progress.steps[claim.step + k]?.items[k === 0 ? claim.item : 0]
    if (step?.kind === 'transaction' && item?.check && !done?.txHash) return 'unknown'
  }
  return progress.funds
}

/** A quoted amount as a bigint (0 when absent or not an integer: the match check has refused those already). */
function toAmount(amount: string | undefined): bigint {
  return amount && /^\d+$/.test(amount) ? BigInt(amount) : 0n
}
