import { type CrosspayClient, getQuote, type QuoteParameters } from '@crosspay/core'
import { testQuoteParameters } from './testQuoteParameters'

/**
 * Quotes with `client` (by default {@link testQuoteParameters}) and returns the request id of the
 * first step: a fresh request in `waiting`, for tests of what follows a quote.
 *
 * @example
 * const requestId = await quoteRequestId(t.client)
 * await t.deposit(requestId)
 */
export async function quoteRequestId(
  client: CrosspayClient,
  parameters: QuoteParameters = testQuoteParameters,
): Promise<string> {
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps[0]?.requestId
  if (!requestId) throw new Error('quote without requestId')
  return requestId
}
