import { drawFormatBits } from './drawFormatBits'
import { drawFunctionPatterns } from './drawFunctionPatterns'
import { interleaveBlocks } from './interleaveBlocks'
import { placeCodewords } from './placeCodewords'
import { qrBlocks } from './qrBlocks'
import { qrPenalty } from './qrPenalty'
import { toDataCodewords } from './toDataCodewords'

// A QR code encoder cut to what the checkout needs: byte mode, error correction level M, versions 1–9 (up to 180
// bytes: every address format), the mask chosen by the standard's penalty rules. It follows Project Nayuki's
// reference algorithm step by step. Its tests: every module against `uqr` (a port of the same reference) and
// against symbols made by libqrencode (an independent encoder), known Reed–Solomon codewords, and penalties.

/**
 * The QR code of `text` (UTF-8, byte mode, error correction level M, the smallest version of 1–9 that holds it),
 * as rows of dark (`true`) and light modules, without the quiet zone. `mask` (0–7) forces a data mask; by default
 * the one with the lowest penalty is used. Throws a `RangeError` past 180 bytes.
 *
 * @example
 * encodeQr('0x44C89944A5928C05938DaD28D79Aa8804Eb68556') // 29 rows of 29 modules (version 3)
 */
export function encodeQr(text: string, mask?: number): boolean[][] {
  const bytes = new TextEncoder().encode(text)
  let version = 1
  while (12 + 8 * bytes.length > qrBlocks(version).data * 8)
    if (++version > 9) throw new RangeError('encodeQr: at most 180 bytes')
  const layout = qrBlocks(version)
  const codewords = interleaveBlocks(toDataCodewords(bytes, layout.data), layout)
  let best: boolean[][] = []
  let lowest = Number.POSITIVE_INFINITY
  for (const candidate of mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [mask]) {
    const grid = drawFunctionPatterns(version)
    placeCodewords(grid, codewords, candidate)
    drawFormatBits(grid, candidate)
    const score = qrPenalty(grid.dark)
    if (score < lowest) {
      best = grid.dark
      lowest = score
    }
  }
  return best
}
