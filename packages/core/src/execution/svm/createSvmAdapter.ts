import { address, createSolanaRpc, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { ExecutionError } from '../../errors/ExecutionError'
import type { QuoteParameters } from '../../quote/QuoteParameters'
import type { Quote } from '../../schemas/quoteSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import type { ChainAdapter } from '../machine/ChainAdapter'
import { assertSafeSvmItem } from './assertSafeSvmItem'
import { confirmSvmItem } from './confirmSvmItem'
import { recoverSvmItem } from './recoverSvmItem'
import type { SvmAdapterScope } from './SvmAdapterScope'
import type { SvmItemData } from './SvmItemData'
import type { SvmExecutionOptions } from './SvmWallet'
import { sendSvmItem } from './sendSvmItem'
import { svmPrograms } from './svmPrograms'

/** Parameters of {@link createSvmAdapter}. */
export type CreateSvmAdapterParameters = {
  ctx: ExecutionContext
  quote: Quote
  /** The body the user asked for: `user`, `depositFeePayer`. */
  parameters: QuoteParameters
  options: SvmExecutionOptions
}

/**
 * The SVM chain family for one execution (loaded on its own, only when a quote has a Solana item): checks every
 * Solana item of the quote at once (`assertSafeSvmItem`, their sum against what the user pays), then performs each
 * item as a v0 transaction signed through the wallet-standard wallet (`sendSvmItem`, the `depositFeePayer`'s
 * server signing first), looked up by its signature after a reload (`recoverSvmItem`) and confirmed by its
 * signature status (`confirmSvmItem`). Throws an `ExecutionError` (`unsafe`) before any wallet is asked.
 */
export async function createSvmAdapter(
  parameters: CreateSvmAdapterParameters,
): Promise<ChainAdapter<TransactionStepItem>> {
  const { ctx, quote, options } = parameters
  const user = String(parameters.parameters.user ?? '')
  const depositFeePayer = (parameters.parameters as { depositFeePayer?: string }).depositFeePayer
  const feePayer = depositFeePayer ?? user
  // SOL is named by the System program's address in the service's currencies.
  const native = ctx.origin.native || ctx.origin.currency === svmPrograms.system
  const userTokenAccounts = native
    ? []
    : await Promise.all(
        [svmPrograms.token, svmPrograms.token2022].map(async (program) => {
          const [ata] = await getProgramDerivedAddress({
            programAddress: address(svmPrograms.associatedToken),
            seeds: [user, program, ctx.origin.currency].map((a) => getAddressEncoder().encode(address(a))),
          })
          return String(ata)
        }),
      ).catch(() => [])
  const scope: SvmAdapterScope = {
    user,
    feePayer,
    options,
    safety: ({ ctx, quote, step, item, data }) => {
      const chainId = (data.data as unknown as SvmItemData).chainId
      const chain = ctx.chains.find((c) => c.id === chainId) as
        | { protocol?: { v2?: { depository?: string } } }
        | undefined
      const depository = chain?.protocol?.v2?.depository
      return {
        step: quote.steps[step]!.id,
        item,
        user,
        feePayer,
        requestId: ctx.requestId,
        deposit: Boolean(data.check),
        origin: { currency: ctx.origin.currency, native },
        userTokenAccounts,
        allowPrograms: [
          ...(depository ? [depository] : []),
          ...(ctx.options.allowAddresses?.(chainId) ?? []),
        ],
      }
    },
    rpcOf: (ctx, chainId) =>
      createSolanaRpc(
        options.rpcUrl?.(chainId) ?? ctx.chains.find((c) => c.id === chainId)?.httpRpcUrl ?? '',
      ),
  }
  if (depositFeePayer && depositFeePayer === user)
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'svm-fee-payer',
      shortMessage: 'The deposit fee payer is the user: nothing was sent.',
    })
  // Every Solana item of the quote, and their total, before the first reaches the wallet.
  let lamports = 0n
  let tokens = 0n
  const progress = ctx.progress()
  for (const [i, step] of quote.steps.entries())
    for (const [j, raw] of step.items.entries()) {
      const item = raw as TransactionStepItem
      const done = progress.steps[i]?.items[j]
      if (step.kind !== 'transaction' || !isSvmItem(ctx, item)) continue
      const moved = assertSafeSvmItem(
        item.data as unknown as SvmItemData,
        scope.safety({ ctx, quote, step: i, item: j, data: item }),
      )
      if (done?.txHash || done?.state === 'complete') continue
      lamports += moved.native
      tokens += moved.token
    }
  const [nativeMax, tokenMax] = native ? [ctx.origin.amount, 0n] : [0n, ctx.origin.amount]
  if (lamports > nativeMax || tokens > tokenMax)
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'run-total',
      shortMessage: `Together the Solana steps move ${lamports > nativeMax ? lamports : tokens}, more than the ${ctx.origin.amount} you pay: nothing was sent.`,
    })
  return {
    checkItem: (p) => void assertSafeSvmItem(p.data.data as unknown as SvmItemData, scope.safety(p)),
    recover: (p) => recoverSvmItem(scope, p),
    send: (p) => sendSvmItem(scope, p),
    confirm: (p) => confirmSvmItem(scope, p),
  }
}

/** Whether an item is on a chain whose `vmType` is `svm`. */
function isSvmItem(ctx: ExecutionContext, item: TransactionStepItem): boolean {
  return ctx.chains.find((c) => c.id === item.data?.chainId)?.vmType === 'svm'
}
