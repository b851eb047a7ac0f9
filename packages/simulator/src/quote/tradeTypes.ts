import type { QuoteBody } from '../model/types'

/** Every `tradeType` the quote endpoint accepts (the object literal fails the type check when `QuoteBody` drifts). */
export const tradeTypes = Object.keys({
  EXACT_INPUT: true,
  EXACT_OUTPUT: true,
  EXPECTED_OUTPUT: true,
} satisfies Record<QuoteBody['tradeType'], true>) as readonly QuoteBody['tradeType'][]
