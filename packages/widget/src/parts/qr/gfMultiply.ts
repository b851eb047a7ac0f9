/** Multiplies two bytes in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1 (0x11d), QR's field. */
export function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z
}
