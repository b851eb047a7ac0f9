import { describe, expect, test } from 'vitest'
import { qrPenalty } from './qrPenalty'

const symbol = (size: number, dark: (x: number, y: number) => boolean) =>
  Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => dark(x, y)))

describe('qrPenalty', () => {
  test('default: an all-light 21×21 symbol: runs 2 × 21 × 19, blocks 400 × 3, balance 9 × 10', () => {
    expect(qrPenalty(symbol(21, () => false))).toBe(2 * 21 * 19 + 400 * 3 + 90)
  })

  test('behavior: a checkerboard has no run, no block, no finder-like pattern and is balanced', () => {
    expect(qrPenalty(symbol(21, (x, y) => (x + y) % 2 === 0))).toBe(0)
  })

  test('behavior: a finder-like 1:1:3:1:1 row with light on both sides counts twice (once per side), 2 × 40', () => {
    // 11×11, light but for row 5 = ..#.###.#.. ; by hand: runs rows 10 × 9 + columns 5 × (3 + 3) + 6 × 9 = 174,
    // uniform 2×2 blocks (80 + 2 + 2) × 3 = 252, finder-like 2 × 40 = 80, balance 9 × 10 = 90.
    const row = '..#.###.#..'.split('').map((c) => c === '#')
    expect(qrPenalty(symbol(11, (x, y) => y === 5 && (row[x] as boolean)))).toBe(174 + 252 + 80 + 90)
  })
})
