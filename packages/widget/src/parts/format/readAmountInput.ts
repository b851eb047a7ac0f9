import { parseTokenAmount } from '@crosspay/core'
import { normalizeNumberText } from './normalizeNumberText'
import { numberSeparators } from './numberSeparators'

/** What {@link readAmountInput} makes of what a person typed or pasted. */
export type AmountInputReading =
  | { kind: 'empty' }
  /** `text` is what was understood, as a plain decimal (`'1234.5'`). */
  | { kind: 'amount'; value: bigint; text: string }
  | { kind: 'invalid'; reason: 'notANumber' | 'tooManyDecimals' | 'tooLarge' }
  /** Could be read two ways (`1.500` in fr-FR): refused, and `decimal` is the separator to use. */
  | { kind: 'invalid'; reason: 'ambiguous'; decimal: string }

const maxUint256 = 2n ** 256n - 1n

/**
 * Whether `integer` (digits and group marks `.`, `,`, space) is grouped as people group: a first group of 1–3 digits
 * not starting with 0 (unless it is all there is), a last group of 3, and the groups between all of 3 (1,234,567) or
 * all of 2 (en-IN 12,34,567).
 */
function isGrouped(integer: string): boolean {
  const groups = integer.split(/[., ]/)
  if (groups.length === 1) return true
  const [first = '', ...rest] = groups
  const last = rest.pop() ?? ''
  if (!/^[1-9][0-9]{0,2}$/.test(first) || !/^[0-9]{3}$/.test(last)) return false
  return rest.every((g) => /^[0-9]{3}$/.test(g)) || rest.every((g) => /^[0-9]{2}$/.test(g))
}

/**
 * Which mark is the decimal separator of `text` (`.` or `,`), `undefined` for none, `'ambiguous'` when unsure. One
 * rule in every locale: both marks, the last one; one mark several times, groups; one mark once, the locale's
 * decimal separator is decimals, and any other mark is decimals unless it could group (three digits after it, a
 * well-formed first group): then the locale's own group mark groups (`1.500` in de-DE) and a mark the locale does not
 * use is refused (`1.500` in fr-FR may be 1500 or 1.5).
 */
function decimalMark(text: string, locale: { decimal: string; group: string }): string | undefined {
  const dots = text.split('.').length - 1
  const commas = text.split(',').length - 1
  if (dots && commas) return text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ','
  const mark = dots ? '.' : commas ? ',' : undefined
  if (mark === undefined || (dots || commas) > 1) return undefined
  if (mark === locale.decimal) return mark
  const couldGroup = text.length - text.indexOf(mark) - 1 === 3 && isGrouped(text)
  if (!couldGroup) return mark
  return mark === locale.group ? undefined : 'ambiguous'
}

/**
 * Reads an amount as people type and paste it in `locale` (the host's when undefined), with the separators
 * `Intl.NumberFormat(locale).formatToParts` prints: de-DE `1,5` is 1.5 and `1.234,5` is 1234.5; fr-FR `1 234,5`
 * (U+202F or U+00A0) is 1234.5; en-IN `1,00,000.5`. Digits of every script people type (`١٬٢٣٤٫٥` in ar, full-width
 * `１．５` from a CJK keyboard) and every group mark (apostrophes, thin and no-break spaces) are read alike
 * ({@link normalizeNumberText}). One rule for a separator the locale does not use, in every locale: read as decimals
 * when it can mean that only (`0.5` in de-DE, `1,5` in en-US: the field shows what it read), refused as `ambiguous`
 * when it could also group (`1.500` in fr-FR), never guessed. `0.` and `.5` are fine while typing. More fraction
 * digits than the token has, or a value above what a uint256 holds, is refused with the reason, never rounded. Pure.
 *
 * @example
 * readAmountInput('1.234,5', 6, 'de-DE') // { kind: 'amount', value: 1234500000n, text: '1234.5' }
 * readAmountInput('1.500', 18, 'fr-FR') // { kind: 'invalid', reason: 'ambiguous', decimal: ',' }
 */
export function readAmountInput(input: string, decimals: number, locale?: string): AmountInputReading {
  const separators = numberSeparators(locale)
  const own = {
    decimal: separators.decimal,
    group: normalizeNumberText(separators.group, separators.decimal),
  }
  const typed = normalizeNumberText(input, own.decimal).trim()
  if (typed === '' || typed === '.' || typed === ',') return { kind: 'empty' }
  if (!/^[0-9., ]*$/.test(typed) || !/[0-9]/.test(typed)) return { kind: 'invalid', reason: 'notANumber' }
  const mark = decimalMark(typed, own)
  if (mark === 'ambiguous') return { kind: 'invalid', reason: 'ambiguous', decimal: own.decimal }
  const at = mark === undefined ? -1 : typed.lastIndexOf(mark)
  const integer = at === -1 ? typed : typed.slice(0, at)
  const fraction = at === -1 ? '' : typed.slice(at + 1)
  const regrouped = mark !== undefined && integer.includes(mark)
  if (regrouped || !/^[0-9]*$/.test(fraction) || (integer !== '' && !isGrouped(integer)))
    return { kind: 'invalid', reason: 'notANumber' }
  if (fraction.length > decimals) return { kind: 'invalid', reason: 'tooManyDecimals' }
  const digits = integer.replace(/[., ]/g, '') || '0'
  const text = fraction ? `${digits}.${fraction}` : digits
  const value = parseTokenAmount(text, decimals)
  if (value > maxUint256) return { kind: 'invalid', reason: 'tooLarge' }
  return { kind: 'amount', value, text }
}
