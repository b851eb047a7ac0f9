/** A locale's separators, as {@link numberSeparators} reads them. */
export type NumberSeparators = {
  /** The decimal separator (`.` in en-US, `,` in de-DE and fr-FR). */
  decimal: string
  /** The grouping separator as the locale prints it (`,` en-US, `.` de-DE, U+202F fr-FR, `'` de-CH). */
  group: string
}

const cache = new Map<string, NumberSeparators>()

/**
 * The decimal and grouping separators of `locale` (the host's when undefined), read from
 * `Intl.NumberFormat(locale).formatToParts`, so parsing follows exactly what formatting prints.
 *
 * @example
 * numberSeparators('de-DE') // { decimal: ',', group: '.' }
 */
export function numberSeparators(locale: string | undefined): NumberSeparators {
  const key = locale ?? ''
  const known = cache.get(key)
  if (known) return known
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1234567.5)
  const separators = {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  }
  cache.set(key, separators)
  return separators
}
