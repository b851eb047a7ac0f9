import { parseResponse } from '../utils/parseResponse'
import { chainsResponseSchema } from './chainsResponseSchema'
import { quoteSchema } from './quoteSchema'
import { statusResultSchema } from './statusResultSchema'

/**
 * Response validation as the hooks load it on demand (see {@link loadResponseParsing}): the parser, with zod, and
 * the schemas of the answers `useQuote`, `useRequestStatus` and `useChains` read, together so that bundlers emit
 * them as one chunk.
 */
export const responseParsing = { parseResponse, quoteSchema, statusResultSchema, chainsResponseSchema }
