import type { MessagePart } from './parseMessage'

/** How {@link formatMessage} prints: `locale` for numbers and plurals; `isolate` wraps every value in Unicode
 * isolates (U+2068 … U+2069), so an amount or an address keeps its own direction inside right-to-left text. */
export type FormatOptions = { locale: string | undefined; isolate?: boolean | undefined }

/**
 * Prints a parsed message (`parseMessage`) with `values`: plural categories from `Intl.PluralRules`, numbers
 * (`{n, number}` and `#`) from `Intl.NumberFormat`, every other value as it is (isolated when asked). Pure.
 *
 * @example
 * formatMessage(parseMessage('{n, plural, one {# token} other {# tokens}}'), { n: 1200 }, { locale: 'de' }) // '1.200 tokens'
 */
export function formatMessage(
  parts: MessagePart[],
  values: Record<string, unknown>,
  options: FormatOptions,
  count?: number,
): string {
  const { locale } = options
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if (part.kind === 'count') out += new Intl.NumberFormat(locale).format(count ?? 0)
    else if (part.kind === 'number') out += new Intl.NumberFormat(locale).format(Number(values[part.name]))
    else if (part.kind === 'value')
      out += options.isolate ? `\u2068${String(values[part.name])}\u2069` : String(values[part.name])
    else if (part.kind === 'select')
      out += formatMessage(
        part.options[String(values[part.name])] ?? part.options.other ?? [],
        values,
        options,
      )
    else {
      const n = Number(values[part.name])
      const option =
        part.options[`=${n}`] ?? part.options[new Intl.PluralRules(locale).select(n)] ?? part.options.other
      out += formatMessage(option ?? [], values, options, n)
    }
  }
  return out
}
