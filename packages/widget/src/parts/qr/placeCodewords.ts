import type { QrGrid } from './QrGrid'

/**
 * Writes `codewords` (most significant bit first) into the data modules of `grid`: two-module columns from the
 * right, upwards then downwards in turn, skipping the vertical timing line and every function module. Modules left
 * over (the remainder bits) stay light.
 */
export function placeCodewords(grid: QrGrid, codewords: number[]): void {
  const { size, dark, fixed } = grid
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert
        if (!fixed[y]![x] && i < codewords.length * 8) {
          dark[y]![x] = (((codewords[i >>> 3] as number) >>> (7 - (i & 7))) & 1) !== 0
          i++
        }
      }
  }
}
