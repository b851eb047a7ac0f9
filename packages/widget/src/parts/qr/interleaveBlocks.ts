import type { QrBlocks } from './qrBlocks'
import { reedSolomon } from './reedSolomon'

/**
 * The codewords in the order the symbol holds them: the data split into blocks (the short ones first), each block
 * followed by its error correction, then read column by column across the blocks.
 */
export function interleaveBlocks(data: number[], layout: QrBlocks): number[] {
  const { blocks, ecc, total } = layout
  const short = blocks - (total % blocks)
  const shortLength = Math.floor(total / blocks)
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
