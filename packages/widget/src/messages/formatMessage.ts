import type { MessagePart } from './parseMessage'

/**
 * Prints a parsed message (`parseMessage`) with `values` in `locale`: plural categories from `Intl.PluralRules`,
 * numbers (`{n, number}` and `#`) from `Intl.NumberFormat`, every other value as it is. Pure.
 *
 * @example
 * formatMessage(parseMessage('{n, plural, one {# token} other {# tokens}}'), { n: 1200 }, 'de') // '1.200 tokens'
 */
export function formatMessage(
  parts: MessagePart[],
  values: Record<string, unknown>,
  locale: string | undefined,
  count?: number,
): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if (part.kind === 'count') out += new Intl.NumberFormat(locale).format(count ?? 0)
    else if (part.kind === 'number') out += new Intl.NumberFormat(locale).format(Number(values[part.name]))
    else if (part.kind === 'value') out += String(values[part.name])
    else if (part.kind === 'select')
      out += formatMessage(
        part.options[String(values[part.name])] ?? part.options.other ?? [],
        values,
        locale,
      )
    else {
      const n = Number(values[part.name])
      const option =
        part.options[`=${n}`] ?? part.options[new Intl.PluralRules(locale).select(n)] ?? part.options.other
      out += formatMessage(option ?? [], values, locale, n)
    }
  }
  return out
}
