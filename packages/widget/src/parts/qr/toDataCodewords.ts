/**
 * The data codewords of `bytes` in byte mode for a symbol holding `dataCodewords`: mode indicator (0100), an 8-bit
 * count (versions 1–9), the bytes, a terminator of up to four zero bits, zero bits to a whole byte, then the pad
 * bytes 0xEC and 0x11 in turn.
 */
export function toDataCodewords(bytes: Uint8Array, dataCodewords: number): number[] {
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  const capacity = dataCodewords * 8
  push(4, 4)
  push(bytes.length, 8)
  for (const b of bytes) push(b, 8)
  push(0, Math.min(4, capacity - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8)
  const out = new Array<number>(dataCodewords).fill(0)
  bits.forEach((b, i) => {
    out[i >>> 3]! |= b << (7 - (i & 7))
  })
  return out
}
