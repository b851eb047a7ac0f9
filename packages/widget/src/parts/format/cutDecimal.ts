/**
 * A decimal string cut toward zero to at most `fractionDigits` digits after the point (`'0.0049'`, 2 → `'0.00'`),
 * never rounded: the one rounding rule of every amount the widget shows. `undefined` when `text` is not a decimal.
 */
export function cutDecimal(text: string, fractionDigits: number): string | undefined {
  const match = /^(-?)([0-9]*)(?:\.([0-9]*))?$/.exec(text.trim())
  if (!match || (!match[2] && !match[3])) return undefined
  const [, sign = '', whole = '', fraction = ''] = match
  const kept = fraction.slice(0, fractionDigits)
  return `${sign}${whole || '0'}${kept ? `.${kept}` : ''}`
}
