/** Error-correction codewords per block, level M, versions 1–9 (index 0 unused). */
const eccPerBlock = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22]
/** Blocks the codewords are split into, level M, versions 1–9 (index 0 unused). */
const blockCount = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5]

/** How a symbol of one version holds its codewords at error correction level M. */
export type QrBlocks = {
  /** Every codeword the symbol holds (data and error correction). */
  total: number
  /** Blocks the data is split into, each with its own error correction. */
  blocks: number
  /** Error-correction codewords of each block. */
  ecc: number
  /** Data codewords: what is left for the text. */
  data: number
}

/**
 * The codeword layout of a version 1–9 symbol at level M: the modules left after the function patterns, divided
 * into 8-bit codewords, less each block's error correction (ISO/IEC 18004, table 9).
 */
export function qrBlocks(version: number): QrBlocks {
  let modules = (16 * version + 128) * version + 64
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2
    modules -= (25 * align - 10) * align - 55
    if (version >= 7) modules -= 36
  }
  const total = Math.floor(modules / 8)
  const blocks = blockCount[version] as number
  const ecc = eccPerBlock[version] as number
  return { total, blocks, ecc, data: total - ecc * blocks }
}
