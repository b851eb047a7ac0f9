/** The quote group of the widget's messages (see `defaultMessages`): the summary, fees and quote errors in words. */
export const quoteMessages = {
  rate: 'Rate',
  time: 'Time',
  seconds: (n: number) => `~${n} s`,
  minutes: (n: number) => `~${n} min`,
  priceImpact: 'Price impact',
  minimumReceived: 'Minimum received',
  fees: 'Fees',
  /** The checkout's summary line starts with the whole amount the buyer pays. */
  youPayLine: (amount: string) => `You pay ${amount}`,
  /** The summary line's first part: what the user pays in fees, in USD. */
  feesLine: (usd: string) => `Fees ${usd}`,
  /** The summary line's sponsor part: who pays how much of the fees. */
  sponsoredLine: (sponsor: string, usd: string) => `${usd} paid by ${sponsor}`,
  /** The summary line's disclosure, for assistive technology. */
  details: 'Details',
  /** The destination fee of a same-chain swap (there is no second network). */
  executionFee: 'Execution fee',
  /** The origin network fee of a same-chain swap. */
  networkFee: 'Network fee',
  totalFees: 'Total fees',
  fee: {
    gas: 'Network fee (origin)',
    relayerGas: 'Network fee (destination)',
    relayerService: 'Service fee',
    app: 'App fee',
  },
  /** A fee the sponsor pays in full (struck through beside it). */
  sponsored: 'Sponsored',
  /** A fee the sponsor pays part of, up to its cap. */
  partlySponsored: 'Partly sponsored',
  /** Before the user's part of a partly sponsored fee. */
  youPay: 'You pay',
  /** Origin gas paid by the SVM deposit fee payer. */
  paidByFeePayer: 'Paid by the fee payer',
  highImpact: (percent: string) => `Price impact is ${percent}: you receive much less than you pay.`,
  highFees: (percent: string) => `Fees are ${percent} of what you send.`,
  error: {
    INVALID_INPUT: 'Something in this transfer is not valid.',
    UNSUPPORTED_CHAIN: 'One of these chains is not supported.',
    CHAIN_DISABLED: 'One of these chains is unavailable right now.',
    UNSUPPORTED_CURRENCY: 'This token is not supported on this route.',
    AMOUNT_TOO_LOW: 'This amount is too small to cover the fees. Try a larger amount.',
    SOLVER_CAPACITY_EXCEEDED: 'This amount is more than can be moved in one transfer. Try a smaller amount.',
    NO_SWAP_ROUTES_FOUND: 'There is no route between these tokens. Choose another pair.',
    INVALID_DEPOSIT_FEE_PAYER: 'The deposit fee payer is not valid for this route.',
    SPONSOR_BALANCE_TOO_LOW: "The app's sponsorship balance is too low for this transfer.",
    UNAUTHORIZED: 'The app is not authorised to ask for quotes.',
    RATE_LIMITED: 'Too many requests: wait a moment and try again.',
    network: 'The service could not be reached. Check your connection and try again.',
    unknown: 'No quote could be made for this transfer.',
  } as Record<string, string>,
}
