import { ExecutionError } from '../errors/ExecutionError'
import { assertRunTotal } from '../execution/safety/assertRunTotal'
import { assertSafeCall } from '../execution/safety/assertSafeCall'
import { isPermitFlow } from '../execution/safety/isPermitFlow'
import { readServiceCall } from '../execution/safety/readServiceCall'
import { svmPrograms } from '../execution/svm/svmPrograms'
import type { Quote } from '../schemas/quoteSchema'
import type { checkSvmPaymentItems } from './checkSvmPaymentItems'
import { hasSvmItems } from './hasSvmItems'
import type { PaymentRequest } from './PaymentRequest'

/** Equal addresses: an EVM one in any case, a base58 one (Solana) exactly (its case is part of it). */
const same = (a: string | undefined | null, b: string | undefined | null) =>
  Boolean(a && b && (a === b || (/^0x/i.test(a) && a.toLowerCase() === b.toLowerCase())))

/**
 * Why `quote` does not pay exactly what `payment` owes, or undefined when it does: its details must name the
 * recipient, the destination chain and currency, and an output of exactly the owed amount; every step must
 * belong to one request; and every transaction's calldata, read by the service's ABI table, must deposit for that
 * request, in the quoted currency, no more than the quoted input (its approvals too), and all steps together no more
 * than it (the executor's `assertSafeCall` and `assertRunTotal`). A quote from the service is checked like any other
 * input: the checkout never shows or pays a quote that would deliver less, elsewhere or to someone else, or take more.
 * A Solana deposit (an item of instructions, paid from a Solana wallet) is read by `options.svm`
 * (`checkSvmPaymentItems`, loaded apart by `usePayment`; without it such a quote is refused): known programs only,
 * signed by the buyer alone, its memo naming the request, moving only the quoted currency and together no more than
 * the quoted input. What the merchant receives is checked the same way for every origin.
 * A deposit-address quote has no calldata the wallet sends: the buyer transfers to the address.
 *
 * @example
 * const problem = checkPaymentQuote(quote, payment) // 'the quote pays 24.9 USDC, not 25 USDC' style reasons
 */
export function checkPaymentQuote(
  quote: Quote,
  payment: PaymentRequest,
  options: { svm?: typeof checkSvmPaymentItems | undefined } = {},
): string | undefined {
  const out = quote.details?.currencyOut
  if (!out?.amount || out.amount !== payment.amount)
    return `the quote delivers ${out?.amount ?? 'an unknown amount'}, not the owed ${payment.amount}`
  if (!same(out.currency?.address, payment.currency) || out.currency?.chainId !== payment.chainId)
    return 'the quote delivers another currency or chain than the one owed'
  if (!same(quote.details?.recipient, payment.recipient)) return 'the quote pays another recipient'
  const ids = new Set(quote.steps.map((s) => s.requestId))
  const [requestId] = ids
  if (quote.steps.length === 0 || ids.size !== 1 || !requestId) return 'the quote has no single request'
  if (quote.steps.some((s) => s.depositAddress)) return undefined
  const input = quote.details?.currencyIn
  if (!input?.amount || !/^\d+$/.test(input.amount)) return 'the quote does not say what it takes'
  const currency = input.currency.address
  const origin = {
    currency,
    amount: BigInt(input.amount),
    // SOL is named by the System program's address in the service's currencies.
    native:
      /^0x0{40}$/i.test(currency) ||
      currency === svmPrograms.system ||
      input.currency.metadata?.isNative === true,
  }
  const permitFlow = isPermitFlow(quote.steps)
  const hasSvm = hasSvmItems(quote)
  try {
    if (hasSvm) {
      if (!options.svm) return 'the Solana deposit could not be checked'
      options.svm(quote, { requestId, origin })
    }
    for (const step of quote.steps)
      if (step.kind === 'transaction')
        step.items.forEach((item, j) => {
          const data = item.data as { to?: unknown; instructions?: unknown } | undefined
          if (Array.isArray(data?.instructions)) return
          if (typeof data?.to !== 'string')
            throw new ExecutionError({
              reason: 'unsafe',
              check: 'transaction-target',
              shortMessage:
                'A transaction step has neither an EVM target nor Solana instructions: nothing was sent.',
            })
          const call = readServiceCall(item.data as { to: string }, origin)
          assertSafeCall(call, {
            step: step.id,
            item: j,
            requestId,
            origin,
            user: quote.details?.sender,
            permitFlow,
          })
        })
    assertRunTotal(quote.steps, { origin })
  } catch (error) {
    if (!(error instanceof ExecutionError)) throw error
    const what = error.shortMessage.replace(/: nothing was sent\.$/, '')
    return `the quote's transactions are refused: ${what.charAt(0).toLowerCase()}${what.slice(1)}`
  }
  return undefined
}
