import type { QuoteParameters } from './QuoteParameters'
import { requiredQuoteFields } from './requiredQuoteFields'

/**
 * Whether every required field of a quote body is present (strings non-empty, chain ids numbers): the
 * `enabled` condition of quote queries. It does not validate the values; {@link validateQuoteParameters} does.
 *
 * @example
 * isQuoteParametersComplete({ user: '0x…', amount: '' }) // false
 */
export function isQuoteParametersComplete(
  parameters: Partial<QuoteParameters> | null | undefined,
): parameters is QuoteParameters {
  if (!parameters || typeof parameters !== 'object') return false
  return requiredQuoteFields.every((key) => {
    const value = parameters[key]
    return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value !== ''
  })
}
