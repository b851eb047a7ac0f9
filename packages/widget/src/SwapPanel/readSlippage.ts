import { readAmountInput } from '../parts/format/readAmountInput'

/** What a slippage field reads as: automatic, a value in basis points (with a warning when high), or invalid. */
export type SlippageReading =
  | { kind: 'auto' }
  | { kind: 'bps'; bps: number; high: boolean }
  | { kind: 'invalid' }

/** Above this many basis points (3 %) the panel warns. */
export const highSlippageBps = 300

/**
 * Reads a slippage percentage as typed in `locale` (`0.5`, `1,5`, `٠٫٥`, `2 %`) into basis points, 0–10000 with at
 * most two decimals; empty means automatic. The number goes through {@link readAmountInput}, the one parser of every
 * numeric field (a percentage with two decimals is a count of basis points).
 */
export function readSlippage(text: string, locale: string | undefined): SlippageReading {
  const number = text.replace(/[%％]/g, '')
  if (number.trim() === '') return { kind: 'auto' }
  const reading = readAmountInput(number, 2, locale)
  if (reading.kind !== 'amount' || reading.value > 10_000n) return { kind: 'invalid' }
  const bps = Number(reading.value)
  return { kind: 'bps', bps, high: bps > highSlippageBps }
}
