import type { QrGrid } from './QrGrid'
import { qrMasks } from './qrMasks'

/**
 * Writes `codewords` (most significant bit first) into the data modules of `grid` under data mask `mask` (0–7):
 * two-module columns from the right, upwards then downwards in turn, skipping the vertical timing line and every
 * function module. The modules left over (remainder bits) are light before the mask, like every other bit.
 */
export function placeCodewords(grid: QrGrid, codewords: number[], mask: number): void {
  const { size, dark, fixed } = grid
  const flip = qrMasks[mask] as (x: number, y: number) => boolean
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert
        if (fixed[y]![x]) continue
        const on = i < codewords.length * 8 && (((codewords[i >>> 3] as number) >>> (7 - (i & 7))) & 1) !== 0
        dark[y]![x] = on !== flip(x, y)
        i++
      }
  }
}
