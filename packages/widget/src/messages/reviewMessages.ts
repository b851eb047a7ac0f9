/** The review group of the widget's messages (see `defaultMessages`): the step between the main button and the wallet. */
export const reviewMessages = {
  title: 'Review',
  back: 'Back',
  confirm: 'Confirm',
  youPay: 'You pay',
  youReceive: 'You receive',
  /** The amount on a chain: `0.01 ETH on Base`. */
  onChain: (chain: string) => `on ${chain}`,
  /** The least that arrives (the slippage limit). */
  atLeast: (amount: string) => `at least ${amount}`,
  fees: 'Fees you pay',
  /** Fees a sponsor pays, shown once beside what the user pays. */
  sponsored: (sponsor: string, usd: string) => `${sponsor} pays ${usd}`,
  recipient: 'Recipient',
  yourWallet: 'Your wallet',
  time: 'Time',
  /** Before the numbered wallet prompts. */
  prompts: 'Your wallet will ask you to',
  prompt: {
    approve: (symbol: string) => `Approve ${symbol}`,
    deposit: 'Deposit',
    authorize: 'Sign the authorisation',
    signature: 'Sign a message',
    other: 'Confirm a step',
  },
  /** The confirm button while a newer quote is on its way. */
  updating: 'Updating quote…',
}
