/**
 * A USD decimal string (`'1.25'`, `'-0.5'`, `'3'`) or number as integer micro-USD (6 decimals, the unit of
 * `maxSubsidizationAmount`), rounded half away from zero past the sixth decimal. Anything unparseable is 0n.
 *
 * @example
 * usdToMicro('1.2345675') // 1234568n
 */
export function usdToMicro(value: string | number | null | undefined): bigint {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(7) : '') : (value ?? '').trim()
  const match = /^(-?)([0-9]*)(?:\.([0-9]*))?$/.exec(text)
  if (!match || !/[0-9]/.test(text)) return 0n
  const [, sign, whole = '', fraction = ''] = match
  const padded = fraction.padEnd(7, '0')
  let micro = BigInt(whole || '0') * 1_000_000n + BigInt(padded.slice(0, 6))
  if (Number(padded[6]) >= 5) micro += 1n
  return sign === '-' ? -micro : micro
}
