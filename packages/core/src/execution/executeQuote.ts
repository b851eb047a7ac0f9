import { QueryClient } from '@tanstack/react-query'
import type { Config } from '@wagmi/core'
import type { CrosspayClient } from '../api/CrosspayClient'
import { ExecutionError } from '../errors/ExecutionError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { getChainsQueryOptions } from '../query/getChains'
import type { RequestStatusPolling } from '../query/getRequestStatus'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { createEmitter, type Emitter } from './createEmitter'
import { createExecutionContext } from './createExecutionContext'
import type { ExecutionContext } from './ExecutionContext'
import { evmAdapter } from './evm/evmAdapter'
import { runSignatureItem } from './evm/runSignatureItem'
import type { GaslessOptions } from './gasless/GaslessOptions'
import { loadGaslessPath } from './gasless/loadGaslessPath'
import type { ChainAdapters } from './machine/ChainAdapter'
import { reduce } from './machine/reduce'
import { runSteps } from './machine/runSteps'
import { toInitialProgress } from './machine/toInitialProgress'
import { assertSafeQuote } from './safety/assertSafeQuote'
import { awaitDepositSeen } from './service/awaitDepositSeen'
import { toExecutionRecovery } from './service/toExecutionRecovery'
import { trackRequest } from './service/trackRequest'
import type { ExecutionRun, ExecutionStore } from './store/createExecutionStore'
import { getDefaultExecutionStore } from './store/getDefaultExecutionStore'
import { withExecutionLock } from './store/withExecutionLock'
import type { SvmExecutionOptions } from './svm/SvmWallet'
import type { ExecutionEventMap, ExecutionProgress } from './types'

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
  /** This tab's id, for the claims that keep another tab from sending an item twice. Defaults to the store's `owner`. */
  owner?: string | undefined
  /**
   * Where Web Locks are missing: another owner's claim younger than this many ms refuses the item
   * (`in-progress-elsewhere`); this run refreshes its own every max(1 s, a quarter of it) while the wallet prompt is
   * open. Defaults to the store's `claimStaleMs` (120000).
   */
  claimStaleMs?: number | undefined
  /**
   * Aborts everything: waits, polls and tracking end; the progress says what was already sent. Calls of the same
   * request join one run: each caller's signal ends its own wait (rejected `aborted`), and the run stops once every
   * caller holding it has aborted (one that gave no signal holds it to the end).
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
  /**
   * How Solana items are signed: the connected wallet-standard wallet (and, for `depositFeePayer` quotes, the call to
   * your server that signs first). Needed only for a quote with a Solana item; the Solana path (`@solana/kit`) is
   * loaded on its own only then, so an EVM-only app never downloads it.
   */
  svm?: SvmExecutionOptions | undefined
  /**
   * Pay without origin gas when the account lacks it (or always, `when: 'always'`): the quote's transactions become
   * one EIP-7702 batch (Calibur) the service's relayer sends, posted through YOUR server (`submit`, or the client's
   * proxy with `proxyRoutes.gasless`), which holds the key and decides whether the app balance pays the gas. Only for
   * signers that can sign an authorization (local and embedded accounts) or accounts delegated to Calibur already;
   * other wallets run the normal steps. Its code is its own chunk, loaded only when this is set (or a resumed claim holds a gasless batch).
   */
  gasless?: GaslessOptions | undefined
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
        cause: new InvalidParameterError({
          parameter: 'quote',
          rule: 'must have steps with a requestId (a quote from getQuote)',
        }),
      }),
    )
  const id = requestId
  const key = id.toLowerCase()
  const store = parameters.store ?? getDefaultExecutionStore()
  const existing = store.runs.get(key)
  if (existing) return join(existing, parameters.signal, store, id)
  const controller = new AbortController()
  const promise = withExecutionLock(
    id,
    (locked) => runExecution(config, { ...parameters, store, signal: controller.signal }, id, locked),
    async () => {
      throw stoppedBefore(store, id, new ExecutionError({ reason: 'in-progress-elsewhere' }))
    },
  )
    .catch((thrown: unknown) => {
      // The lock itself failed (an opaque origin, a policy): still an ExecutionError saying where the funds are.
      throw thrown instanceof ExecutionError ? thrown : stoppedBefore(store, id, thrown)
    })
    .finally(() => {
      if (store.runs.get(key) === run) store.runs.delete(key)
    })
  const run: ExecutionRun = { promise, controller, holders: 0 }
  store.runs.set(key, run)
  return join(run, parameters.signal, store, id)
}

/**
 * One caller's hold on a run (the first, or one that joined it): the run stops only once every caller holding it
 * has aborted (a caller without a signal holds it to the end); a caller that lets go while others hold it is
 * answered `aborted` at once, with the funds as the run's progress says, and the run goes on for the others.
 */
function join(
  run: ExecutionRun,
  signal: AbortSignal | undefined,
  store: ExecutionStore,
  requestId: string,
): Promise<ExecutionProgress> {
  run.holders++
  if (!signal) return run.promise
  return new Promise((resolve, reject) => {
    run.promise.then(resolve, reject)
    const letGo = () => {
      run.holders--
      if (run.holders === 0) run.controller.abort(signal.reason)
      else reject(stoppedBefore(store, requestId, signal.reason, true))
    }
    if (signal.aborted) letGo()
    else signal.addEventListener('abort', letGo, { once: true })
  })
}

/**
 * The error of a run stopped before it had a context (another tab holds it, the lock or the set-up failed): the
 * machine's stop, read from the stored progress (or, when none, from a progress where nothing was sent).
 */
function stoppedBefore(
  store: ExecutionStore,
  requestId: string,
  thrown: unknown,
  aborted = false,
): ExecutionError | undefined {
  const progress = store.get(requestId)?.progress ?? toInitialProgress({ steps: [] } as never, requestId)
  return reduce(progress, { type: 'stopped', thrown, aborted, claimedDeposit: false }).error
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
      owner: parameters.owner ?? store.owner,
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
      progress: stored ? reduce(stored.progress, { type: 'resumed' }) : toInitialProgress(quote, requestId),
      emitter: parameters.events ?? createEmitter<ExecutionEventMap>(),
      locked,
      options: {
        allowAddresses: parameters.allowAddresses,
        receiptTimeoutMs: parameters.receiptTimeoutMs ?? 180_000,
        pollIntervalMs: parameters.pollIntervalMs ?? 1000,
        claimStaleMs: parameters.claimStaleMs ?? store.claimStaleMs,
        fastFill: parameters.fastFill,
      },
      onProgress: parameters.onProgress,
    })
    return await runAndTrack(ctx, quote, parameters)
  } catch (thrown) {
    const progress = ctx?.progress()
    // A refund or failure is settled already: its error stands as it is.
    if (progress?.status === 'refund' || progress?.status === 'failure') throw thrown
    const stopped = {
      type: 'stopped',
      thrown,
      aborted: signal.aborted,
      claimedDeposit: ctx ? hasClaimedDeposit(ctx) : false,
    } as const
    // Without a context (it could not be built), the stored progress says where the funds are.
    throw ctx ? ctx.apply(stopped).error : stoppedBefore(store, requestId, thrown)
  }
}

/** Performs the steps (unless it is a deposit-address quote: no wallet step), then tracks the request. */
async function runAndTrack(
  ctx: ExecutionContext,
  quote: Quote,
  parameters: ExecuteQuoteParameters,
): Promise<ExecutionProgress> {
  const origin = ctx.chains.find((c) => c.id === ctx.origin.chainId)
  const svm = hasSvmItem(ctx, quote)
  // An EVM wallet cannot send another family's deposit (Solana has its own adapter); a deposit-address quote needs
  // no wallet, so it is only tracked.
  if (
    !ctx.progress().depositAddress &&
    ((origin?.vmType && origin.vmType !== 'evm' && origin.vmType !== 'svm') || (svm && !parameters.svm))
  )
    throw ctx.fail({
      type: 'rejected',
      error: {
        reason: 'unsupported-origin',
        shortMessage:
          origin?.vmType === 'svm'
            ? `${origin.displayName} needs a Solana wallet (the \`svm\` option). Nothing was sent.`
            : `${origin?.displayName} is not an EVM chain: an EVM wallet cannot send this quote's deposit. Nothing was sent.`,
      },
    })
  // The quote against the body asked for, then every item of it, before the first one reaches the wallet.
  assertSafeQuote(ctx, quote, parameters.parameters)
  // Loaded only when needed: an EVM-only quote never downloads the Solana path. Its checks run before any prompt.
  const adapters: ChainAdapters =
    svm && parameters.svm && !ctx.progress().depositAddress
      ? {
          evm: await adapterOf(ctx, parameters.gasless),
          svm: await (await import('./svm/createSvmAdapter')).createSvmAdapter({
            ctx,
            quote,
            parameters: parameters.parameters,
            options: parameters.svm,
          }),
        }
      : { evm: await adapterOf(ctx, parameters.gasless) }
  ctx.apply({ type: 'started' })
  // A deposit-address quote has no wallet step: show where to send what, then track.
  if (!ctx.progress().depositAddress)
    await runSteps({
      ctx,
      quote,
      batching: parameters.batching ?? true,
      adapters,
      signItem: runSignatureItem,
      awaitDepositSeen,
    })
  ctx.apply({ type: 'tracking' })
  const final = await trackRequest(
    ctx,
    { intervalMs: parameters.tracking?.intervalMs ?? 1000, ...parameters.tracking },
    (status) => ctx.apply({ type: 'seen', request: status }),
    (error, nextAttemptAt) =>
      ctx.apply({ type: 'retrying', recovery: toExecutionRecovery(error, nextAttemptAt) }),
  )
  const settled = ctx.apply({ type: 'settled', request: final })
  ctx.emitter.emit('settled', settled)
  if (settled.error) throw settled.error
  return settled
}

/**
 * The EVM adapter, with the gasless path in front when asked for, or when the persisted claim
 * holds a signed gasless batch (a resume re-posts it even without the option, rather than send the steps again).
 */
async function adapterOf(ctx: ExecutionContext, gasless: GaslessOptions | undefined) {
  if (!gasless && !ctx.claim()?.gasless) return evmAdapter
  return (await loadGaslessPath()).withGaslessBatch(evmAdapter, gasless ?? {})
}

/**
 * Whether a claim on a deposit transaction is outstanding without its hash (the wallet may have sent it): the
 * machine then says `unknown` for a run stopped before anything was known sent. A signature item decides its own
 * funds (its post refused by the service, or possibly acted on).
 */
function hasClaimedDeposit(ctx: ExecutionContext): boolean {
  const progress = ctx.progress()
  const claim = ctx.claim()
  if (!claim) return false
  const record = ctx.store.get(ctx.requestId)
  for (let k = 0; k < (claim.batch ?? 1); k++) {
    const step = record?.quote.steps[claim.step + k]
    const item = step?.items[k === 0 ? claim.item : 0] as { check?: unknown } | undefined
    const done = progress.steps[claim.step + k]?.items[k === 0 ? claim.item : 0]
    if (step?.kind === 'transaction' && item?.check && !done?.txHash) return true
  }
  return false
}

/** A quoted amount as a bigint (0 when absent or not an integer: the match check has refused those already). */
function toAmount(amount: string | undefined): bigint {
  return amount && /^\d+$/.test(amount) ? BigInt(amount) : 0n
}

/** Whether a transaction item of the quote is on a chain whose `vmType` is `svm`. */
function hasSvmItem(ctx: ExecutionContext, quote: Quote): boolean {
  const svm = new Set(ctx.chains.filter((c) => c.vmType === 'svm').map((c) => c.id))
  return quote.steps.some(
    (step) =>
      step.kind === 'transaction' &&
      step.items.some((item) => svm.has((item as { data?: { chainId?: number } }).data?.chainId ?? -1)),
  )
}
