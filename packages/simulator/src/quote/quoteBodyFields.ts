import type { QuoteBody } from '../model/types'

/** The named fields of `QuoteBody` (its index signature for unknown fields left out). */
type QuoteBodyField = keyof { [K in keyof QuoteBody as string extends K ? never : K]: QuoteBody[K] }

/**
 * Every `POST /quote/v2` body field the quote endpoint reads (the object literal fails the type check when
 * `QuoteBody` gains or loses a named field). Other fields are kept but have no effect.
 */
export const quoteBodyFields = Object.keys({
  user: true,
  originChainId: true,
  destinationChainId: true,
  originCurrency: true,
  destinationCurrency: true,
  amount: true,
  tradeType: true,
  recipient: true,
  refundTo: true,
  subsidizeFees: true,
  maxSubsidizationAmount: true,
  subsidizeRent: true,
  depositFeePayer: true,
  sponsoredFeeComponents: true,
  appFees: true,
  usePermit: true,
  explicitDeposit: true,
  slippageTolerance: true,
  topupGas: true,
  topupGasAmount: true,
  useDepositAddress: true,
  strict: true,
  referrer: true,
} satisfies Record<QuoteBodyField, true>) as readonly QuoteBodyField[]
