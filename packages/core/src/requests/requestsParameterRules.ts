/** How one filterable field's values are checked. */
type Kind = 'string' | 'chainId' | 'status' | 'requestType'

/**
 * The tables `buildRequestsSearchParams` enforces: which fields OR groups accept (and the kind of their values),
 * which are range or top-level-only fields, the accepted enums and the default sort directions.
 */
export const requestsParameterRules = {
  /** Fields an OR group accepts: identity, address, chain, currency and status-style fields. */
  groupFields: {
    id: 'string',
    orderId: 'string',
    depositTxHash: 'string',
    fillTxHash: 'string',
    refundTxHash: 'string',
    user: 'string',
    depositAddress: 'string',
    recipient: 'string',
    originChainId: 'chainId',
    destinationChainId: 'chainId',
    chainId: 'chainId',
    currencyInChainId: 'chainId',
    currencyOutChainId: 'chainId',
    currencyInAddress: 'string',
    currencyOutAddress: 'string',
    currencyInSymbol: 'string',
    currencyOutSymbol: 'string',
    status: 'status',
    failReason: 'string',
    refundFailReason: 'string',
    apiKey: 'string',
    requestType: 'requestType',
  } satisfies Record<string, Kind>,
  /** Range filters: top-level only, as `[min, max]` pairs. */
  rangePairs: [
    ['startTimestamp', 'endTimestamp'],
    ['startBlock', 'endBlock'],
    ['amountUsdMin', 'amountUsdMax'],
    ['appFeesAmountUsdMin', 'appFeesAmountUsdMax'],
    ['fillTimeMin', 'fillTimeMax'],
  ],
  /** Values of `status`. */
  statuses: ['success', 'failure', 'refund', 'pending', 'depositing'],
  /** Values of `requestType`. */
  requestTypes: ['Bridge', 'Crosschain Swap', 'Same-chain Swap', 'Send', 'Wrap', 'Unwrap', 'Call'],
  /** Values of `features`. */
  features: ['gasless_execution', 'fast_fill', 'gas_top_up', 'app_fees', 'deposit_address'],
  /** `sortBy` values and their default `sortDirection`. */
  sortDefaults: { createdAt: 'desc', updatedAt: 'desc', amountUsd: 'asc' },
  /** v2 parameters v3 refuses, with what replaces them. */
  removed: {
    hash: 'use term, depositTxHash, fillTxHash or refundTxHash (hash was removed in v3)',
    referrer:
      'is no longer a query parameter in v3: read data.referrer with includeAuthenticatedData instead',
  },
} as const
