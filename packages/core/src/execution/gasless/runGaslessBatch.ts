import { getClient, getConnection, switchChain } from '@wagmi/core'
import type { Client } from 'viem'
import { ExecutionError } from '../../errors/ExecutionError'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import { isUserRejection } from '../evm/isUserRejection'
import type { BatchParameters, SentBatch } from '../machine/ChainAdapter'
import { assertSafeTransaction } from '../safety/assertSafeTransaction'
import { isPermitFlow } from '../safety/isPermitFlow'
import { holdClaim } from '../store/holdClaim'
import { toExplorerUrl } from '../toExplorerUrl'
import { authorizationSigner } from './authorizationSigner'
import { awaitRelayedTransaction } from './awaitRelayedTransaction'
import type { GaslessExecuteBody } from './GaslessExecuteBody'
import type { GaslessOptions } from './GaslessOptions'
import { isUnsupportedSigner } from './isUnsupportedSigner'
import { planGasless } from './planGasless'
import { signGaslessBatch } from './signGaslessBatch'
import { submitGaslessBatch } from './submitGaslessBatch'

type Located = { step: number; item: number; data: TransactionStepItem }

/**
 * The gasless adapter's `runBatch` (`executeQuote`'s `gasless`): performs every remaining step of the quote as one
 * batch the service's relayer sends and pays for (EIP-7702 + Calibur). It applies from the first transaction step
 * when every step from there is a transaction on the origin chain, the chain record allows it (`gasless`), the origin
 * currency is a token, and (`when: 'auto'`) the account lacks the native currency to send them itself. Before any
 * signature: every call passes the transaction checks (`assertSafeTransaction`), an account delegated to another
 * contract is refused (`delegated-elsewhere`), and a signer that cannot sign an authorization (a JSON-RPC wallet, or
 * one that answers "unsupported") of an account not yet delegated falls back to the normal steps (resolves undefined:
 * nothing signed), or, when the account lacks the gas for them (`when: 'auto'`), is refused before any prompt
 * (`unsupported-origin`, check `gasless-signer`). The signed body
 * is saved in the claim before it is posted; a run that finds it there re-posts exactly it (nothing signed or relayed
 * twice). Once the service names the relayed transaction and the chain shows it carries the signed batch, the
 * approvals are confirmed and the deposit is handed to the machine to confirm and have the service see.
 */
export async function runGaslessBatch(
  parameters: BatchParameters & { gasless: GaslessOptions },
): Promise<SentBatch | undefined> {
  const { ctx, quote, step: first, gasless } = parameters
  const steps = quote.steps.slice(first)
  if (steps.length === 0 || steps.some((s) => s.kind !== 'transaction' || s.items.length === 0)) return
  const items: Located[] = steps.flatMap((s, k) =>
    s.items.map((data, item) => ({ step: first + k, item, data: data as TransactionStepItem })),
  )
  const claim = ctx.claim()
  let body = claim?.gasless && claim.step === first ? claim.gasless : undefined
  const chainId = ctx.origin.chainId
  const client = getClient(ctx.config, { chainId })
  if (!client) return
  if (!body) {
    const progress = ctx.progress()
    const started = items.some(({ step, item }) => {
      const p = progress.steps[step]?.items[item]
      return p?.txHash || p?.state === 'complete'
    })
    if (started || claim) return
    body = await prepare({ ctx, quote, first, items, gasless, client: client as Client })
    if (!body) return
  }
  return relay({ ctx, first, items, gasless, client: client as Client, body, steps: steps.length })
}

/** Decides, checks and signs; resolves undefined when the gasless path does not apply (nothing signed). */
async function prepare(parameters: {
  ctx: ExecutionContext
  quote: BatchParameters['quote']
  first: number
  items: Located[]
  gasless: GaslessOptions
  client: Client
}): Promise<GaslessExecuteBody | undefined> {
  const { ctx, quote, first, items, gasless, client } = parameters
  const chainId = ctx.origin.chainId
  const account = getConnection(ctx.config).address
  if (ctx.origin.native || !account) return
  // The same checks as one by one, for every call of the batch, before anything is decided or signed.
  const permitFlow = isPermitFlow(quote.steps)
  for (const { step, item, data } of items)
    assertSafeTransaction(data, {
      ...ctx,
      step: quote.steps[step]!.id,
      item,
      account,
      allowAddresses: ctx.options.allowAddresses,
      permitFlow,
    })
  const plan = await planGasless({ config: ctx.config, chains: ctx.chains, quote, gasless, first })
  if (plan.kind === 'delegated-elsewhere')
    throw ctx.fail({
      type: 'rejected',
      step: first,
      item: 0,
      error: {
        reason: 'unsafe',
        check: 'delegated-elsewhere',
        shortMessage: `This account is delegated to another contract (${plan.delegate}): it cannot pay without gas here. Nothing was signed.`,
      },
    })
  // `auto` decided on gas: the account cannot send the normal steps itself either.
  const short = (gasless.when ?? 'auto') === 'auto'
  // A wallet that cannot sign an authorization (a JSON-RPC wallet) of an account short of gas: refused before any
  // prompt (the normal steps would fail for the gas); with gas enough, the normal steps.
  if (plan.kind === 'normal' && plan.reason === 'signer' && short) throw noSigner(ctx, first)
  // Not for this quote, chain, balance or wallet: normal steps.
  if (plan.kind !== 'gasless') return
  const signAuthorization = plan.upgrade ? await authorizationSigner(ctx.config, gasless) : undefined
  if (plan.upgrade && !signAuthorization) return
  if (getConnection(ctx.config).chainId !== chainId)
    try {
      ctx.apply({ type: 'switching', step: first, item: 0 })
      await switchChain(ctx.config, { chainId })
    } catch (error) {
      throw ctx.fail({
        type: 'rejected',
        step: first,
        item: 0,
        error: { reason: isUserRejection(error) ? 'user-rejected' : 'chain-switch-failed', cause: error },
      })
    }
  ctx.signal.throwIfAborted()
  const release = holdClaim(ctx, { step: first, item: 0, chainId, account, batch: items.length })
  try {
    const body = await signGaslessBatch({
      config: ctx.config,
      client,
      chainId,
      account,
      requestId: ctx.requestId,
      calls: items.map(({ data }) => ({
        to: data.data.to as `0x${string}`,
        value: BigInt(data.data.value ?? '0'),
        data: (data.data.data ?? '0x') as `0x${string}`,
      })),
      signAuthorization,
      deadlineSeconds: gasless.deadlineSeconds ?? 600,
      onPrompt: () => {
        for (const { step, item } of items) ctx.apply({ type: 'prompted', step, item })
      },
    })
    // Saved before it is posted: a reload re-posts exactly this body, and never signs again.
    const held = ctx.claim()
    ctx.setClaim({
      ...(held ?? {
        step: first,
        item: 0,
        chainId,
        account,
        batch: items.length,
        owner: ctx.owner,
        at: Date.now(),
      }),
      gasless: body,
    })
    return body
  } catch (error) {
    // Nothing was posted: the claim goes, and the run stops with nothing sent.
    ctx.setClaim(undefined)
    // A signer that cannot sign an authorization at all (nothing was signed): the normal steps, or, short of gas, refused.
    if (isUnsupportedSigner(error)) {
      if (short) throw noSigner(ctx, first, error)
      return
    }
    // A check of what the signer answered: refused as it is.
    if (error instanceof ExecutionError)
      throw ctx.fail({
        type: 'rejected',
        step: first,
        item: 0,
        error: { reason: error.reason, check: error.check, shortMessage: error.shortMessage },
      })
    const rejected = isUserRejection(error)
    throw ctx.fail({
      type: 'rejected',
      step: first,
      item: 0,
      message: rejected ? 'Rejected in the wallet.' : undefined,
      error: rejected
        ? { reason: 'user-rejected', cause: error }
        : { reason: 'signature-failed', cause: error },
    })
  } finally {
    release()
  }
}

/**
 * The refusal when the account lacks the gas for the normal steps and its wallet cannot sign the authorization the
 * gasless path needs (nothing was signed or sent).
 */
function noSigner(ctx: ExecutionContext, first: number, cause?: unknown) {
  const symbol = ctx.chains.find((c) => c.id === ctx.origin.chainId)?.currency?.symbol ?? 'native currency'
  return ctx.fail({
    type: 'rejected',
    step: first,
    item: 0,
    error: {
      reason: 'unsupported-origin',
      check: 'gasless-signer',
      cause,
      shortMessage: `This wallet cannot sign the account upgrade that pays without gas, and the account holds too little ${symbol} for the network fee: add ${symbol} or use a wallet that can. Nothing was signed or sent.`,
    },
  })
}

/** Posts (or re-posts) the signed body, then hands the relayed transaction to the machine. */
async function relay(parameters: {
  ctx: ExecutionContext
  first: number
  items: Located[]
  gasless: GaslessOptions
  client: Client
  body: GaslessExecuteBody
  steps: number
}): Promise<SentBatch> {
  const { ctx, first, items, client, body } = parameters
  const last = items[items.length - 1]!
  const submission = await submitGaslessBatch(ctx.client, parameters.gasless.submit, body)
  if (submission.kind === 'refused') {
    // Nothing was relayed; Calibur's nonce keeps a batch signed again later from running beside this one.
    ctx.setClaim(undefined)
    throw ctx.fail({
      type: 'rejected',
      step: first,
      item: 0,
      error: {
        reason: 'gasless-refused',
        shortMessage: `The service refused to relay the payment (${submission.errorCode ?? submission.message}): nothing was sent.`,
      },
    })
  }
  if (submission.kind === 'unknown')
    throw ctx.fail({
      type: 'unknown',
      step: first,
      item: 0,
      deposit: true,
      error: { reason: 'sent-state-unknown', cause: submission.cause },
    })
  for (const { step, item, data } of items)
    ctx.apply({ type: 'sent', step, item, deposit: Boolean(data.check) })
  const found = await awaitRelayedTransaction(ctx, { client, body })
  if (found.kind !== 'relayed')
    throw ctx.fail({
      type: found.kind === 'ended' ? 'reverted' : 'timeout',
      step: last.step,
      item: last.item,
      deposit: true,
      message: found.kind === 'ended' ? 'The relayed payment failed.' : 'No relayed transaction in time.',
      error: { reason: found.kind === 'ended' ? 'transaction-reverted' : 'timeout' },
    })
  const chain = ctx.chains.find((c) => c.id === ctx.origin.chainId)
  const explorerUrl = toExplorerUrl(chain, found.hash)
  for (const { step, item } of items.slice(0, -1))
    ctx.apply({ type: 'confirmed', step, item, hash: found.hash, explorerUrl })
  ctx.apply({
    type: 'sent',
    step: last.step,
    item: last.item,
    hash: found.hash,
    explorerUrl,
    deposit: Boolean(last.data.check),
  })
  ctx.setClaim(undefined)
  // The deposit has its hash: the machine confirms it on chain and has the service see it, as any sent item.
  return {
    steps: parameters.steps,
    sent: [{ step: last.step, item: last.item, sent: { hash: found.hash, evidence: found.evidence } }],
  }
}
