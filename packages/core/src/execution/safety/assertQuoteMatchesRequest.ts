import { ExecutionError } from '../../errors/ExecutionError'
import type { QuoteParameters } from '../../quote/QuoteParameters'
import type { Quote } from '../../schemas/quoteSchema'

const tradeTypes = ['EXACT_INPUT', 'EXACT_OUTPUT', 'EXPECTED_OUTPUT']

/** Two addresses are the same: case-insensitively for EVM hex addresses, exactly for any other VM's. */
const sameAddress = (a: string | undefined, b: string | undefined) => {
  if (a === undefined || b === undefined) return false
  const hex = /^0x[0-9a-fA-F]{40}$/
  return hex.test(a) && hex.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b
}

const toBigInt = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined
  return BigInt(value)
}

/**
 * Compares a quote with the body the user asked for (`parameters`, as sent to `POST /quote/v2`), not with itself,
 * before anything is sent or signed; the first difference throws an `ExecutionError` (`reason: 'unsafe'`, funds
 * `not-sent`, `check` naming it):
 * `quote-details` (the quote does not say what it does: no `details.currencyIn` / `currencyOut`),
 * `quote-user` (`details.sender` or an item's `from` is not `parameters.user`),
 * `quote-recipient` (`details.recipient` is not `parameters.recipient`, which defaults to `user`),
 * `quote-chain` (the currencies' chains, or a transaction item's `chainId`, are not the chains asked for),
 * `quote-currency` (the currencies are not the ones asked for),
 * `quote-amount` (EXACT_INPUT: the quoted input is not the amount asked for; EXACT_OUTPUT / EXPECTED_OUTPUT: the
 * quoted output is below it; and, for a native input, the items together send more than the input).
 * The real service and the simulator both quote EXACT_INPUT with `currencyIn.amount` equal to the amount asked for,
 * and EXACT_OUTPUT with `currencyOut.amount` equal to it (the samples in `test/fixtures/real-quotes`).
 */
export function assertQuoteMatchesRequest(quote: Quote, parameters: QuoteParameters): void {
  const unsafe = (check: string, what: string) =>
    new ExecutionError({
      reason: 'unsafe',
      check,
      shortMessage: `The quote does not match what you asked for: ${what}. Nothing was sent.`,
    })
  if (!parameters || typeof parameters !== 'object')
    throw unsafe('quote-parameters', 'the request it was made for is missing')
  if (!tradeTypes.includes(parameters.tradeType))
    throw unsafe('quote-parameters', `the trade type ${String(parameters.tradeType)} is unknown`)
  const asked = toBigInt(parameters.amount)
  if (asked === undefined || asked === 0n)
    throw unsafe(
      'quote-parameters',
      `the amount asked for (${String(parameters.amount)}) is not a positive integer`,
    )
  const details = quote.details
  const currencyIn = details?.currencyIn
  const currencyOut = details?.currencyOut
  if (!details || !currencyIn || !currencyOut)
    throw unsafe('quote-details', 'it does not say what it pays and delivers')
  if (details.sender !== undefined && !sameAddress(details.sender, parameters.user))
    throw unsafe('quote-user', `it is made for ${details.sender}, not ${parameters.user}`)
  const recipient = parameters.recipient ?? parameters.user
  if (details.recipient !== undefined && !sameAddress(details.recipient, recipient))
    throw unsafe('quote-recipient', `it delivers to ${details.recipient}, not ${recipient}`)
  if (currencyIn.currency.chainId !== parameters.originChainId)
    throw unsafe(
      'quote-chain',
      `it pays on chain ${currencyIn.currency.chainId}, not ${parameters.originChainId}`,
    )
  if (currencyOut.currency.chainId !== parameters.destinationChainId)
    throw unsafe(
      'quote-chain',
      `it delivers on chain ${currencyOut.currency.chainId}, not ${parameters.destinationChainId}`,
    )
  if (!sameAddress(currencyIn.currency.address, parameters.originCurrency))
    throw unsafe(
      'quote-currency',
      `it pays in ${currencyIn.currency.address}, not ${parameters.originCurrency}`,
    )
  if (!sameAddress(currencyOut.currency.address, parameters.destinationCurrency))
    throw unsafe(
      'quote-currency',
      `it delivers ${currencyOut.currency.address}, not ${parameters.destinationCurrency}`,
    )
  const amountIn = toBigInt(currencyIn.amount)
  const amountOut = toBigInt(currencyOut.amount)
  if (amountIn === undefined || amountOut === undefined)
    throw unsafe('quote-amount', 'its amounts are not integers')
  if (parameters.tradeType === 'EXACT_INPUT' && amountIn !== asked)
    throw unsafe('quote-amount', `it takes ${amountIn}, not the ${asked} you entered`)
  if (parameters.tradeType !== 'EXACT_INPUT' && amountOut < asked)
    throw unsafe('quote-amount', `it delivers ${amountOut}, less than the ${asked} you asked for`)
  let sent = 0n
  for (const step of quote.steps)
    for (const item of step.items as { data?: { from?: unknown; chainId?: unknown; value?: unknown } }[]) {
      if (step.kind !== 'transaction' || !item.data) continue
      const { from, chainId, value } = item.data
      if (typeof from === 'string' && !sameAddress(from, parameters.user))
        throw unsafe('quote-user', `step ${step.id} is sent from ${from}, not ${parameters.user}`)
      if (chainId !== parameters.originChainId)
        throw unsafe(
          'quote-chain',
          `step ${step.id} is on chain ${String(chainId)}, not ${parameters.originChainId}`,
        )
      sent += toBigInt(value ?? '0') ?? 2n ** 256n
    }
  const native =
    /^0x0{40}$/i.test(parameters.originCurrency) || currencyIn.currency.metadata?.isNative === true
  if (sent > (native ? amountIn : 0n))
    throw unsafe('quote-amount', `its transactions send ${sent} of the native currency, more than it takes`)
}
