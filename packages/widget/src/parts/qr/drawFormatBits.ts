import type { QrGrid } from './QrGrid'
import { setFunctionModule } from './setFunctionModule'

const bit = (x: number, i: number) => ((x >>> i) & 1) !== 0

/**
 * Writes the 15 format bits of level M and `mask` twice (around the top-left finder, and split between the other
 * two), with the dark module beside the bottom-left finder: a BCH(15,5) code of the level and mask, XOR 0x5412.
 */
export function drawFormatBits(grid: QrGrid, mask: number): void {
  const { size } = grid
  const set = (x: number, y: number, on: boolean) => setFunctionModule(grid, x, y, on)
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
