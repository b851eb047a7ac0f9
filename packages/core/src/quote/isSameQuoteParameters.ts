import type { QuoteParameters } from './QuoteParameters'

/** The canonical text of a quote body: `undefined` fields dropped, object keys sorted (arrays keep their order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

/**
 * Whether two quote bodies ask for the same quote: the same fields with the same values, whatever their order,
 * an `undefined` field counting as absent (as in the query key). `undefined` on either side is never the same. Use
 * it to tell whether a quote (`useQuote`'s `dataParameters`) was made for what the form holds now.
 *
 * @example
 * isSameQuoteParameters(form, quote.dataParameters) // false while a newer quote is on its way
 */
export function isSameQuoteParameters(
  a: Partial<QuoteParameters> | undefined,
  b: Partial<QuoteParameters> | undefined,
): boolean {
  if (a === undefined || b === undefined) return false
  return canonical(a) === canonical(b)
}
