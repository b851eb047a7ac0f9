import type { QrGrid } from './QrGrid'
import { setFunctionModule } from './setFunctionModule'

/**
 * Writes the 15 format bits of level M and `mask` twice (around the top-left finder, and split between the other
 * two), with the dark module beside the bottom-left finder: a BCH(15,5) code of the level and mask, XOR 0x5412.
 */
export function drawFormatBits(grid: QrGrid, mask: number): void {
  const { size } = grid
  // Level M's format bits are 00: the data is the mask alone.
  let rem = mask
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  const bits = ((mask << 10) | rem) ^ 0x5412
  /** Bit `i` of the format bits at column `x`, row `y`. */
  const put = (x: number, y: number, i: number) => setFunctionModule(grid, x, y, ((bits >>> i) & 1) !== 0)
  for (let i = 0; i <= 5; i++) put(8, i, i)
  put(8, 7, 6)
  put(8, 8, 7)
  put(7, 8, 8)
  for (let i = 9; i < 15; i++) put(14 - i, 8, i)
  for (let i = 0; i < 8; i++) put(size - 1 - i, 8, i)
  for (let i = 8; i < 15; i++) put(8, size - 15 + i, i)
  setFunctionModule(grid, 8, size - 8, true)
}
