import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'

/**
 * What `execute` and `resume` pass to the mutation: a quote to perform with the body the user asked for, or a
 * persisted request to continue.
 */
export type ExecuteQuoteVariables = { quote: Quote; parameters: QuoteParameters } | { requestId: string }
