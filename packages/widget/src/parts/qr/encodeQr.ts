// A QR code encoder cut to what the checkout needs: byte mode, error correction level M, versions 1–9 (up to 180
// bytes: every address format), the mask chosen by the standard's penalty rules. It follows Project Nayuki's
// reference algorithm step by step; its test checks every module against `uqr` (a port of the same reference).

/** Error-correction codewords per block and number of blocks, level M, versions 1–9 (index 0 unused). */
const eccPerBlock = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22]
const blockCount = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5]

const bit = (x: number, i: number) => ((x >>> i) & 1) !== 0

/** Multiplies in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMul(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z
}

/** The Reed–Solomon error-correction codewords of `data` (`degree` of them). */
function reedSolomon(data: number[], degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0)
  divisor[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMul(divisor[j]!, root)
      if (j + 1 < degree) divisor[j]! ^= divisor[j + 1]!
    }
    root = gfMul(root, 2)
  }
  const result = new Array<number>(degree).fill(0)
  for (const b of data) {
    const factor = b ^ (result.shift() as number)
    result.push(0)
    divisor.forEach((coef, i) => {
      result[i]! ^= gfMul(coef, factor)
    })
  }
  return result
}

const rawModules = (v: number) => {
  let n = (16 * v + 128) * v + 64
  if (v >= 2) {
    const align = Math.floor(v / 7) + 2
    n -= (25 * align - 10) * align - 55
    if (v >= 7) n -= 36
  }
  return n
}
const dataCodewords = (v: number) =>
  Math.floor(rawModules(v) / 8) - (eccPerBlock[v] as number) * (blockCount[v] as number)

/** The data codewords of `bytes` for version `v`: mode, count, bytes, terminator, padding. */
function toCodewords(bytes: Uint8Array, v: number): number[] {
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  const capacity = dataCodewords(v) * 8
  push(4, 4)
  push(bytes.length, 8)
  for (const b of bytes) push(b, 8)
  push(0, Math.min(4, capacity - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8)
  const out = new Array<number>(capacity / 8).fill(0)
  bits.forEach((b, i) => {
    out[i >>> 3]! |= b << (7 - (i & 7))
  })
  return out
}

/** Splits the data into blocks, adds each block's error correction, and interleaves them. */
function interleave(data: number[], v: number): number[] {
  const blocks = blockCount[v] as number
  const ecc = eccPerBlock[v] as number
  const raw = Math.floor(rawModules(v) / 8)
  const short = blocks - (raw % blocks)
  const shortLength = Math.floor(raw / blocks)
  const all: number[][] = []
  for (let i = 0, k = 0; i < blocks; i++) {
    const part = data.slice(k, k + shortLength - ecc + (i < short ? 0 : 1))
    k += part.length
    const check = reedSolomon(part, ecc)
    if (i < short) part.push(0)
    all.push(part.concat(check))
  }
  const out: number[] = []
  for (let i = 0; i < (all[0] as number[]).length; i++)
    all.forEach((block, j) => {
      if (i !== shortLength - ecc || j >= short) out.push(block[i] as number)
    })
  return out
}

const masks: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/**
 * The QR code of `text` (UTF-8, byte mode, error correction level M, the smallest version of 1–9 that holds it),
 * as rows of dark (`true`) and light modules, without the quiet zone. Throws a `RangeError` past 180 bytes.
 *
 * @example
 * encodeQr('0x44C89944A5928C05938DaD28D79Aa8804Eb68556') // 29 rows of 29 modules (version 3)
 */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text)
  let v = 1
  while (12 + 8 * bytes.length > dataCodewords(v) * 8)
    if (++v > 9) throw new RangeError('encodeQr: at most 180 bytes')
  const size = v * 4 + 17
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const set = (x: number, y: number, on: boolean) => {
    dark[y]![x] = on
    fixed[y]![x] = true
  }
  const square = (cx: number, cy: number, r: number, on: (d: number) => boolean) => {
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, on(Math.max(Math.abs(dx), Math.abs(dy))))
      }
  }
  const format = (mask: number) => {
    // Level M's format bits are 00: the data is the mask alone.
    let rem = mask
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
    const bits = ((mask << 10) | rem) ^ 0x5412
    for (let i = 0; i <= 5; i++) set(8, i, bit(bits, i))
    set(8, 7, bit(bits, 6))
    set(8, 8, bit(bits, 7))
    set(7, 8, bit(bits, 8))
    for (let i = 9; i < 15; i++) set(14 - i, 8, bit(bits, i))
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(bits, i))
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(bits, i))
    set(8, size - 8, true)
  }
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0)
    set(i, 6, i % 2 === 0)
  }
  for (const [x, y] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const)
    square(x, y, 4, (d) => d !== 2 && d !== 4)
  if (v >= 2) {
    const count = Math.floor(v / 7) + 2
    const step = Math.ceil((v * 4 + 4) / (count * 2 - 2)) * 2
    const at = [6]
    for (let p = size - 7; at.length < count; p -= step) at.splice(1, 0, p)
    at.forEach((x, i) => {
      at.forEach((y, j) => {
        if (!((i === 0 && j === 0) || (i === 0 && j === count - 1) || (i === count - 1 && j === 0)))
          square(x, y, 2, (d) => d !== 1)
      })
    })
  }
  format(0)
  if (v >= 7) {
    let rem = v
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (v << 12) | rem
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      set(a, b, bit(bits, i))
      set(b, a, bit(bits, i))
    }
  }
  // The codewords, in the zigzag of two-module columns from the bottom right.
  const codewords = interleave(toCodewords(bytes, v), v)
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert
        if (!fixed[y]![x] && i < codewords.length * 8) {
          dark[y]![x] = bit(codewords[i >>> 3] as number, 7 - (i & 7))
          i++
        }
      }
  }
  const apply = (mask: number) => {
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) if (!fixed[y]![x] && masks[mask]!(x, y)) dark[y]![x] = !dark[y]![x]
  }
  let best = 0
  let lowest = Number.POSITIVE_INFINITY
  for (let mask = 0; mask < 8; mask++) {
    apply(mask)
    format(mask)
    const score = penalty(dark)
    if (score < lowest) {
      best = mask
      lowest = score
    }
    apply(mask)
  }
  apply(best)
  format(best)
  return dark
}

/** The standard's penalty of a masked symbol: runs, 2×2 blocks, finder-like patterns, dark/light balance. */
function penalty(m: boolean[][]): number {
  const size = m.length
  let score = 0
  const line = (get: (i: number) => boolean) => {
    let color = false
    let run = 0
    const history = [0, 0, 0, 0, 0, 0, 0]
    const add = (length: number) => {
      history.pop()
      history.unshift(history[0] === 0 ? length + size : length)
    }
    const patterns = () => {
      const n = history[1] as number
      const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n
      return (
        (core && (history[0] as number) >= n * 4 && (history[6] as number) >= n ? 1 : 0) +
        (core && (history[6] as number) >= n * 4 && (history[0] as number) >= n ? 1 : 0)
      )
    }
    for (let i = 0; i < size; i++) {
      if (get(i) === color) {
        run++
        if (run === 5) score += 3
        else if (run > 5) score++
      } else {
        add(run)
        if (!color) score += patterns() * 40
        color = get(i)
        run = 1
      }
    }
    if (color) {
      add(run)
      run = 0
    }
    add(run + size)
    score += patterns() * 40
  }
  for (let y = 0; y < size; y++) line((x) => m[y]![x]!)
  for (let x = 0; x < size; x++) line((y) => m[y]![x]!)
  let darkCount = 0
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const c = m[y]![x]
      if (c) darkCount++
      if (x < size - 1 && y < size - 1 && c === m[y]![x + 1] && c === m[y + 1]![x] && c === m[y + 1]![x + 1])
        score += 3
    }
  const total = size * size
  score += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10
  return score
}
