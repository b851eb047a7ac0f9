import type { CrosspayClient } from '../api/CrosspayClient'
import type { QuoteParametersWarning } from './validateQuoteParameters'

/** Hands each quote-parameter warning to the client's `onWarning` (which reports each one once). */
export function warnQuoteParameters(
  client: CrosspayClient,
  warnings: readonly QuoteParametersWarning[],
): void {
  for (const warning of warnings)
    client.warn({
      code: 'quote-parameters',
      message: warning.message,
      data: { code: warning.code, parameter: warning.parameter },
    })
}
