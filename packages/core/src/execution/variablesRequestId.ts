import type { ExecuteQuoteVariables } from './ExecuteQuoteVariables'

/** The request id a mutation's variables name: the quote's, or the one to resume. */
export function variablesRequestId(variables: ExecuteQuoteVariables): string | undefined {
  return 'quote' in variables
    ? (variables.quote?.steps?.find((s) => s.requestId)?.requestId ?? undefined)
    : variables.requestId
}
