import { parseResponse } from '../utils/parseResponse'
import { chainsResponseSchema } from './chainsResponseSchema'
import { quoteSchema } from './quoteSchema'
import { statusResultSchema } from './statusResultSchema'
import { tokenPriceResponseSchema } from './tokenPriceResponseSchema'

/**
 * Response validation as the hooks load it on demand (see {@link loadResponseParsing}): the parser, with zod, and
 * the schemas of the answers `useQuote`, `useRequestStatus`, `useChains` and `useTokenPrice` read, together so that bundlers emit
 * them as one chunk.
 */
export const responseParsing = {
  parseResponse,
  quoteSchema,
  statusResultSchema,
  chainsResponseSchema,
  tokenPriceResponseSchema,
}
