import type { TradeType } from './QuoteParameters'

/**
 * Every `tradeType` core knows, in the interface's order (the object literal fails the type check when
 * {@link TradeType} gains or loses a value, so the list and the type cannot drift).
 */
export const tradeTypes = Object.keys({
  EXACT_INPUT: true,
  EXACT_OUTPUT: true,
  EXPECTED_OUTPUT: true,
} satisfies Record<TradeType, true>) as readonly TradeType[]
