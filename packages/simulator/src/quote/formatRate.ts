const pow10 = (n: number) => 10n ** BigInt(n)

/**
 * The exchange rate of a request as a plain decimal string: output per input in whole units
 * (`amountOut / 10^decimalsOut` over `amountIn / 10^decimalsIn`), in bigint arithmetic rounded half up to
 * `digits` significant digits (12 by default), trailing zeros trimmed and never in exponent notation
 * (`0.98639056`, not `0.9863905599999999`). `'0'` when either amount is not positive.
 * The quote's `details.rate` and the request records' `rate` use it, so equal amounts give equal strings.
 */
export function formatRate(
  amountIn: bigint,
  decimalsIn: number,
  amountOut: bigint,
  decimalsOut: number,
  digits = 12,
): string {
  if (amountIn <= 0n || amountOut <= 0n) return '0'
  const num = amountOut * pow10(decimalsIn)
  const den = amountIn * pow10(decimalsOut)
  // e: the decimal exponent of the rate, 10^e <= num / den < 10^(e + 1)
  let e = num.toString().length - den.toString().length
  if (e >= 0 ? num < den * pow10(e) : num * pow10(-e) < den) e--
  const places = digits - 1 - e
  const [n, d] = places >= 0 ? [num * pow10(places), den] : [num, den * pow10(-places)]
  const scaled = (2n * n + d) / (2n * d) // rounded half up
  if (places <= 0) return (scaled * pow10(-places)).toString()
  const text = scaled.toString().padStart(places + 1, '0')
  const whole = text.slice(0, -places)
  const fraction = text.slice(-places).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
