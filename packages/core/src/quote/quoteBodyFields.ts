import type { QuoteParameters } from './QuoteParameters'

/**
 * Every field of the `POST /quote/v2` body core can send, required ones first (the object literal fails the type
 * check when {@link QuoteParameters} gains or loses a field).
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
} satisfies Record<keyof QuoteParameters, true>) as readonly (keyof QuoteParameters)[]
