// Types of the query of GET /requests/v3 (a types-only file: it exports several types).

/** Values the `status` filter accepts (the interface: only these five). */
export type RequestsStatusFilter = 'success' | 'failure' | 'refund' | 'pending' | 'depositing'

/** `requestType` of a request record. */
export type RequestsRequestType =
  | 'Bridge'
  | 'Crosschain Swap'
  | 'Same-chain Swap'
  | 'Send'
  | 'Wrap'
  | 'Unwrap'
  | 'Call'

/** Values of `features`. */
export type RequestsFeature =
  | 'gasless_execution'
  | 'fast_fill'
  | 'gas_top_up'
  | 'app_fees'
  | 'deposit_address'

/** `sortBy` values. Default directions: `createdAt` and `updatedAt` desc, `amountUsd` asc. */
export type RequestsSortBy = 'createdAt' | 'updatedAt' | 'amountUsd'

/**
 * The fields an OR group of `filters` accepts (identity, address, chain, currency and status-style fields), with
 * the type of one value. Range filters and `features` are top-level only, so they are not here.
 */
export type RequestsFilterFields = {
  /** Request id. */
  id: string
  /** Protocol order id. */
  orderId: string
  /** Origin deposit transaction hash. */
  depositTxHash: string
  /** Destination fill transaction hash. */
  fillTxHash: string
  /** Refund transaction hash. */
  refundTxHash: string
  /** The user (composite: the service matches its user-side addresses). */
  user: string
  /** Deposit address. */
  depositAddress: string
  /** Recipient. */
  recipient: string
  /** Origin chain id. */
  originChainId: number
  /** Destination chain id. */
  destinationChainId: number
  /** Either chain id. */
  chainId: number
  /** Chain id of the input currency. */
  currencyInChainId: number
  /** Chain id of the output currency. */
  currencyOutChainId: number
  /** Address of the input currency. */
  currencyInAddress: string
  /** Address of the output currency. */
  currencyOutAddress: string
  /** Symbol of the input currency (case-insensitive). */
  currencyInSymbol: string
  /** Symbol of the output currency (case-insensitive). */
  currencyOutSymbol: string
  /** Status. */
  status: RequestsStatusFilter
  /** Fail reason. */
  failReason: string
  /** Refund fail reason. */
  refundFailReason: string
  /** API key that created the request. */
  apiKey: string
  /** Request type. */
  requestType: RequestsRequestType
}

/**
 * The value of one `filters` key: a value, a non-empty array of values (OR within the field), or `null`
 * (a null-check). `null` cannot be mixed with values in one array.
 */
export type RequestsFilterValue<value> = value | readonly [value, ...value[]] | null

/**
 * One OR group of `filters`: its keys are AND-ed; groups are OR-ed with each other. Any key may be negated with
 * the prefix `not:` (see {@link not}).
 *
 * @example
 * const group: RequestsFilterGroup = { originChainId: [8453, 10], 'not:status': 'refund', depositAddress: null }
 */
export type RequestsFilterGroup = {
  [key in keyof RequestsFilterFields]?: RequestsFilterValue<RequestsFilterFields[key]>
} & {
  [key in keyof RequestsFilterFields as `not:${key}`]?: RequestsFilterValue<RequestsFilterFields[key]>
}

/**
 * The query of `GET /requests/v3`. All optional; parameters combine with AND. Serialised by
 * `buildRequestsSearchParams`, which enforces every rule before anything is sent.
 */
export type GetRequestsParameters = {
  /** Matches a request id, a wallet, a deposit address or any transaction hash. */
  term?: string
  /** Request id. */
  id?: string
  /** Protocol order id. */
  orderId?: string
  /** Origin deposit transaction hash (replaces v2 `hash`). */
  depositTxHash?: string
  /** Destination fill transaction hash (replaces v2 `hash`). */
  fillTxHash?: string
  /** Refund transaction hash (replaces v2 `hash`). */
  refundTxHash?: string
  /** Origin chain id. */
  originChainId?: number
  /** Destination chain id. */
  destinationChainId?: number
  /** Either origin or destination chain id. */
  chainId?: number
  /** Private chains to include, by id (sent comma-separated). */
  privateChainsToInclude?: number | readonly number[]
  /** User address. */
  user?: string
  /** Deposit address. */
  depositAddress?: string
  /** Recipient address. */
  recipient?: string
  /** Status: only `success`, `failure`, `refund`, `pending`, `depositing`. */
  status?: RequestsStatusFilter
  /** Fail reason. */
  failReason?: string
  /** Refund fail reason. */
  refundFailReason?: string
  /** API key that created the requests. */
  apiKey?: string
  /** Request type. */
  requestType?: RequestsRequestType
  /** Chain id of the input currency. */
  currencyInChainId?: number
  /** Chain id of the output currency. */
  currencyOutChainId?: number
  /** Input currency address. */
  currencyInAddress?: string
  /** Output currency address. */
  currencyOutAddress?: string
  /** Input currency symbol (case-insensitive). */
  currencyInSymbol?: string
  /** Output currency symbol (case-insensitive). */
  currencyOutSymbol?: string
  /** Earliest creation time: a `Date` or Unix seconds (not milliseconds). */
  startTimestamp?: Date | number
  /** Latest creation time: a `Date` or Unix seconds (not milliseconds). */
  endTimestamp?: Date | number
  /** Earliest block. */
  startBlock?: number
  /** Latest block. */
  endBlock?: number
  /** Minimum USD amount (decimal number or string). */
  amountUsdMin?: number | string
  /** Maximum USD amount (decimal number or string). */
  amountUsdMax?: number | string
  /** Minimum app fees in USD. */
  appFeesAmountUsdMin?: number | string
  /** Maximum app fees in USD. */
  appFeesAmountUsdMax?: number | string
  /** Minimum fill time, seconds. */
  fillTimeMin?: number
  /** Maximum fill time, seconds. */
  fillTimeMax?: number
  /** Requests with these features (sent comma-separated). Top-level only. */
  features?: RequestsFeature | readonly RequestsFeature[]
  /** Include child requests. Defaults to the service's choice. */
  includeChildRequests?: boolean
  /** OR groups of field filters (sent JSON-encoded). Top-level parameters still apply. */
  filters?: readonly RequestsFilterGroup[]
  /** Sort field. Defaults to `createdAt`. */
  sortBy?: RequestsSortBy
  /** Sort direction. Defaults to `desc` for time fields, `asc` for `amountUsd`. */
  sortDirection?: 'asc' | 'desc'
  /** Return authenticated fields (`data.referrer`, `data.apiKeyName`, `data.platformFee`) for the key's requests. */
  includeAuthenticatedData?: boolean
  /** Add `total`, the exact number of matches (opt-in: it adds latency). */
  includeTotal?: boolean
  /** Page size, an integer from 1 to 50. Defaults to 20. */
  limit?: number
  /** The `continuation` of the previous page. */
  continuation?: string
}
