import { drawFormatBits } from './drawFormatBits'
import { drawFunctionPatterns } from './drawFunctionPatterns'
import { placeCodewords } from './placeCodewords'
import { qrMasks } from './qrMasks'

/** Parameters of {@link drawQrSymbol}. */
export type DrawQrSymbolParameters = {
  /** Version 1–9 (17 + 4 × version modules per side). */
  version: number
  /** Every codeword in symbol order (data and error correction, interleaved). */
  codewords: number[]
  /** The data mask, 0–7. */
  mask: number
}

/** A whole symbol, without the quiet zone: function patterns, the codewords under `mask`, the format bits of level M and `mask`. */
export function drawQrSymbol({ version, codewords, mask }: DrawQrSymbolParameters): boolean[][] {
  const grid = drawFunctionPatterns(version)
  placeCodewords(grid, codewords)
  const flip = qrMasks[mask]
  if (!flip) throw new RangeError(`drawQrSymbol: mask ${mask} is not 0–7`)
  for (let y = 0; y < grid.size; y++)
    for (let x = 0; x < grid.size; x++)
      if (!grid.fixed[y]![x] && flip(x, y)) grid.dark[y]![x] = !grid.dark[y]![x]
  drawFormatBits(grid, mask)
  return grid.dark
}
