/** Parameters of `fastFill`: the body of `POST /fast-fill`. */
export type FastFillParameters = {
  /** The request to fill now, before its origin deposit finalizes. */
  requestId: string
  /**
   * Do not fill when the request's USD value exceeds this (a finite number, 0 or more; with 0 the service
   * refuses any request worth more). Defaults to no cap.
   */
  maxFillAmountUsd?: number | undefined
  /**
   * Exact input-currency amount (smallest unit, decimal string of a positive integer) to use for the fill,
   * to limit slippage. Defaults to the request's input amount.
   */
  solverInputCurrencyAmount?: string | undefined
}
