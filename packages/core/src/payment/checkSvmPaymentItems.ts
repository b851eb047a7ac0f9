import { ExecutionError } from '../errors/ExecutionError'
import { assertSafeSvmItem } from '../execution/svm/assertSafeSvmItem'
import type { SvmItemData } from '../execution/svm/SvmItemData'
import { svmPrograms } from '../execution/svm/svmPrograms'
import type { Quote } from '../schemas/quoteSchema'

/** What {@link checkSvmPaymentItems} checks a quote's Solana items against. */
export type CheckSvmPaymentItemsContext = {
  /** The quote's one request. */
  requestId: string
  /** What the buyer pays: the quoted input's currency (a mint, or SOL) and amount. */
  origin: { currency: string; amount: bigint; native: boolean }
}

/**
 * The checkout's reading of a quote's Solana deposit (loaded on its own by `usePayment`, only when a quote has a
 * Solana item): every item passes `assertSafeSvmItem` with the buyer (`details.sender`) as the only signer and fee
 * payer (the checkout sets no `depositFeePayer`) and only the known programs (System, Token, Associated Token, Memo,
 * Compute Budget); a token transfer must be signed by its owner, the buyer, so its source is the buyer's own account.
 * Together the items move only the quoted currency, and no more than the quoted input. The executor checks again, with
 * the buyer's derived token accounts, before the wallet is asked. Throws an `ExecutionError` (`unsafe`) otherwise.
 */
export function checkSvmPaymentItems(quote: Quote, ctx: CheckSvmPaymentItemsContext): void {
  const user = quote.details?.sender ?? ''
  const { origin } = ctx
  let moved = 0n
  for (const step of quote.steps) {
    if (step.kind !== 'transaction') continue
    step.items.forEach((item, j) => {
      const data = item.data as unknown as SvmItemData | undefined
      if (!Array.isArray(data?.instructions)) return
      const out = assertSafeSvmItem(data, {
        step: step.id,
        item: j,
        user,
        feePayer: user,
        requestId: ctx.requestId,
        deposit: Boolean(item.check),
        origin: { currency: origin.currency, native: origin.native },
        userTokenAccounts: data.instructions.flatMap((i) =>
          i.programId === svmPrograms.token || i.programId === svmPrograms.token2022
            ? [i.keys?.[0]?.pubkey ?? '']
            : [],
        ),
        allowPrograms: [],
      })
      if (origin.native ? out.token > 0n : out.native > 0n)
        throw new ExecutionError({
          reason: 'unsafe',
          check: 'run-total',
          shortMessage: 'A Solana step moves another currency than the one you pay: nothing was sent.',
        })
      moved += origin.native ? out.native : out.token
    })
  }
  if (moved > origin.amount)
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'run-total',
      shortMessage: `Together the Solana steps move ${moved}, more than the ${origin.amount} you pay: nothing was sent.`,
    })
}
