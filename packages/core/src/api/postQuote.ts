import type { QuoteParameters } from '../quote/QuoteParameters'
import { loadResponseParsing } from '../schemas/loadResponseParsing'
import type { Quote } from '../schemas/quoteSchema'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/**
 * Sends a quote body that has already been checked (`POST /quote/v2`) and parses the answer. Internal: callers
 * use `getQuote`, which validates first, or the quote query options, which validate once per body.
 */
export function postQuote(
  client: CrosspayClient,
  parameters: QuoteParameters,
  options: ActionOptions = {},
): Promise<Quote> {
  return client.request({
    method: 'POST',
    path: '/quote/v2',
    body: parameters,
    schema: async () => (await loadResponseParsing()).quoteSchema,
    signal: options.signal,
  })
}
