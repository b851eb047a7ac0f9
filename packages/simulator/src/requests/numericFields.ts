/** Keys of `requestFields` whose values are numbers (chain ids). */
export const numericFields = new Set([
  'originChainId',
  'destinationChainId',
  'chainId',
  'currencyInChainId',
  'currencyOutChainId',
])
