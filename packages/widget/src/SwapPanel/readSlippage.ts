/** What a slippage field reads as: automatic, a value in basis points (with a warning when high), or invalid. */
export type SlippageReading =
  | { kind: 'auto' }
  | { kind: 'bps'; bps: number; high: boolean }
  | { kind: 'invalid' }

/** Above this many basis points (3 %) the panel warns. */
export const highSlippageBps = 300

/**
 * Reads a slippage percentage as typed (`0.5`, `1,5`, `2 %`) into basis points, 0–10000 with at most two decimals;
 * empty means automatic.
 */
export function readSlippage(text: string): SlippageReading {
  const clean = text.replace(/[%\s]/g, '').replace(',', '.')
  if (clean === '') return { kind: 'auto' }
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(clean)) return { kind: 'invalid' }
  const bps = Math.round(Number(clean) * 100)
  if (bps > 10_000) return { kind: 'invalid' }
  return { kind: 'bps', bps, high: bps > highSlippageBps }
}
