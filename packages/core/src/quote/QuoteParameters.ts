// Types of the body of POST /quote/v2 (a types-only file: it exports several types).

/** `tradeType` of a quote: which amount `amount` fixes (decisions.md). */
export type TradeType = 'EXACT_INPUT' | 'EXACT_OUTPUT' | 'EXPECTED_OUTPUT'

/**
 * A fee component the sponsor may be limited to (`sponsoredFeeComponents`): `execution` (destination gas and
 * gas top-up), `swap`, `relay` (the service fee, `platform` in request records), `app` (never actually drawn
 * from the sponsor: app fees are not sponsored) and `rent` (SVM associated token account).
 */
export type SponsoredFeeComponent = 'execution' | 'swap' | 'relay' | 'app' | 'rent'

/** One app fee: the integrator's cut, collected for `recipient`. */
export type AppFee = {
  /** Address that collects the fee. */
  recipient: string
  /** Fee in basis points, as a decimal string (`'50'` = 0.5 %), 0–10000. */
  fee: string
}

/** The body of `POST /quote/v2`: every field of the interface plus the extras of decisions.md. */
export type QuoteParameters = {
  /** Address of the user (the wallet that pays on the origin chain). Required. */
  user: string
  /** Chain id the funds leave from. Required. */
  originChainId: number
  /** Chain id the funds arrive on. Required. */
  destinationChainId: number
  /** Currency address on the origin chain; the all-zero address is the native currency. Required. */
  originCurrency: string
  /** Currency address on the destination chain; the all-zero address is the native currency. Required. */
  destinationCurrency: string
  /**
   * Amount in the smallest unit, as the decimal string of a positive integer. With `EXACT_INPUT` it is the
   * origin amount; with `EXACT_OUTPUT` / `EXPECTED_OUTPUT`, the destination amount. Required.
   */
  amount: string
  /** Which side `amount` fixes. Required. */
  tradeType: TradeType
  /** Address that receives the funds on the destination chain. Defaults to `user` (service side). */
  recipient?: string
  /** Address refunds go to (deposit-address requests especially). Defaults to `user` (service side). */
  refundTo?: string
  /**
   * The sponsor (the API key's app balance) pays the request's destination-chain fees, gas top-up included;
   * never origin gas nor app fees. Needs the API key. Defaults to false.
   */
  subsidizeFees?: boolean
  /**
   * Cap on the sponsored amount in 6-decimal USD units (`'1000000'` = 1.00 USD). Above it the user pays the
   * remainder (on a deposit-address request: all fees). Defaults to no cap.
   */
  maxSubsidizationAmount?: string
  /**
   * Sponsor the rent of an associated token account on an SVM destination. Effective only with
   * `subsidizeFees: true`. Defaults to false (a request needing the account then falls back to user-paid fees).
   */
  subsidizeRent?: boolean
  /**
   * An SVM address that pays the fees and rent of the deposit transaction on an SVM origin (it signs first);
   * must differ from `user`. Not drawn from the app balance.
   */
  depositFeePayer?: string
  /**
   * Sponsor only these fee components (app fees can still be collected). Not supported with
   * `useDepositAddress`. Defaults to every component `subsidizeFees` covers.
   */
  sponsoredFeeComponents?: SponsoredFeeComponent[]
  /** App fees added to the quote, collected for their recipients. Defaults to none. */
  appFees?: AppFee[]
  /** Use a permit (signature) instead of an approval transaction. Defaults to false. */
  usePermit?: boolean
  /** Make the deposit an explicit transfer (depends on the wallet type). Defaults to the service's choice. */
  explicitDeposit?: boolean
  /** Slippage tolerance in basis points, as a decimal string, 0–10000. Defaults to the service's choice. */
  slippageTolerance?: string
  /** Also deliver some destination native currency for gas. Defaults to false. */
  topupGas?: boolean
  /** Amount of the gas top-up in the smallest unit (decimal string). Defaults to the service's choice. */
  topupGasAmount?: string
  /** Fund the request by a transfer to a generated deposit address. Defaults to false. */
  useDepositAddress?: boolean
  /** Deposit address type `strict` (only the quoted deposit) rather than `open`. Defaults to false. */
  strict?: boolean
  /** A referrer tag recorded with the request (readable as `data.referrer` by the integrator). */
  referrer?: string
}
