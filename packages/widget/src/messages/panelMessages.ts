/** The panel group of the widget's messages (see `defaultMessages`): SwapPanel's pickers, fields and buttons. */
export const panelMessages = {
  title: 'Bridge & swap',
  /** The title while both sides are on one chain. */
  titleSameChain: 'Swap',
  from: 'From',
  to: 'To',
  selectToken: 'Select token',
  chooseOrigin: 'Choose what you pay with',
  chooseDestination: 'Choose what you receive',
  pickerTitle: (side: string) => `${side}: chain and token`,
  chains: 'Chains',
  tokens: 'Tokens',
  search: 'Search by name, symbol or address',
  noTokens: 'No token matches this search.',
  /** The picker with no search while the chosen chain lists no token. */
  noTokensOnChain: 'No token can be chosen on this chain.',
  /** The picker while the chain list is still on its way. */
  loadingChains: 'Loading chains…',
  moreTokens: (count: number) => `${count} more: refine the search to see them`,
  close: 'Close',
  chainDisabled: 'Unavailable: an incident blocks this chain',
  chainDepositDisabled: 'Deposits are paused on this chain',
  chainDegraded: 'Slow: blocks are lagging',
  unverified: 'Unverified',
  /** The mark beside a token the service verified (for screen readers; a check mark on screen). */
  verified: 'Verified',
  /** The chips of the chain's popular tokens above the picker's search. */
  popular: 'Popular',
  /** Shown before an unverified token is chosen. */
  unverifiedWarning: (symbol: string) =>
    `${symbol} is not verified by the service: anyone can issue a token under this name. Check its address before you choose it.`,
  /** Chooses the unverified token after the warning. */
  chooseAnyway: 'Choose anyway',
  /** Leaves the warning, nothing chosen. */
  back: 'Back',
  balance: 'Balance',
  switchDirection: 'Swap origin and destination',
  exactInput: 'You pay exactly',
  exactOutput: 'You receive exactly',
  tradeType: 'Amount is',
  /** The card of what leaves the wallet (its amount field's label too). */
  youPay: 'You pay',
  /** The card of what arrives (typing there asks for exactly that amount). */
  youReceive: 'You receive',
  /** Under a card: the token's chain, after the pill. */
  onChain: (chain: string) => `on ${chain}`,
  /** The toggle that shows the recipient field. */
  sendToAnother: 'Send to another address',
  /** The button that shows the settings (slippage). */
  settings: 'Settings',
  usdValue: (usd: string) => `≈ ${usd}`,
  recipient: 'Recipient (optional)',
  recipientPlaceholder: 'Your own address',
  recipientInvalid: (vm: string) => `Not an address on this chain (${vm}).`,
  recipientIsToken: 'This is a token contract: funds sent to it are usually lost.',
  /** The recipient's label when the wallet's address cannot receive on the destination (another chain family). */
  recipientNeeded: (chain: string) => `Recipient on ${chain}`,
  slippage: 'Slippage',
  slippageAuto: 'Auto',
  slippageCustom: 'Custom (%)',
  slippageInvalid: 'Enter a percentage between 0 and 100.',
  slippageHigh: 'High slippage: you may receive much less than quoted.',
  connect: 'Connect wallet',
  chooseTokens: 'Choose tokens',
  enterAmount: 'Enter an amount',
  insufficientBalance: (symbol: string) => `Not enough ${symbol}`,
  fixInput: 'Check the highlighted field',
  /** Under the quote: a Solana deposit's network fees are paid by the app's fee payer (`depositFeePayer`). */
  feesPaidBy: (app: string) => `Solana fees paid by ${app}`,
  /** Under the quote: the recipient's new token account needs rent (about 0.002 SOL), sponsored or not. */
  rentSponsored: (app: string) => `Token account rent paid by ${app}`,
  rentIncluded: 'May include token account rent (~0.002 SOL)',
  /** The main button while a recipient on another chain family is needed. */
  enterRecipient: 'Enter the recipient',
  quoting: 'Getting the best route…',
  updatingQuote: 'Updating quote…',
  noRoute: 'No route for this pair',
  /** The main button (disabled) while the quote failed: the "Try again" is beside the error, not here. */
  noQuote: 'No quote yet',
  review: (action: string) => action,
  bridge: 'Bridge',
  swap: 'Swap',
  /** The main button when the wallet is asked for an approval first. */
  approveAndBridge: 'Approve and bridge',
  approveAndSwap: 'Approve and swap',
  retry: 'Try again',
  executing: 'In progress…',
  newTransfer: 'New transfer',
  resumeTitle: 'A transfer did not finish',
  resumeElsewhere: 'A transfer is in progress in another tab',
  resume: 'Resume',
  dismiss: 'Not now',
  /** The main button while an earlier transfer is unsettled (resume it, or dismiss it, first). */
  held: 'Finish the transfer above first',
}
