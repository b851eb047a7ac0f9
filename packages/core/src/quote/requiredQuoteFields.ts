/** The body fields `POST /quote/v2` requires (interface, "POST /quote/v2" body table). */
export const requiredQuoteFields = [
  'user',
  'originChainId',
  'destinationChainId',
  'originCurrency',
  'destinationCurrency',
  'amount',
  'tradeType',
] as const
