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
  /** The gas row when the service's relayer pays the origin gas (the gasless path). */
  gas: 'Network fee',
  /** Paid without native gas, the relayer's gas taken from the deposit. */
  gasFromToken: (symbol: string) => `No gas needed: paid from your ${symbol}`,
  /** Paid without native gas, the integrator's app balance paying it. */
  gasSponsored: (sponsor: string) => `No gas needed: sponsored by ${sponsor}`,
  /** What the one-time upgrade (an EIP-7702 authorization) means, under its prompt. */
  upgradeExplained:
    'Once: the service then sends payments you sign and pays their gas. Only Calibur can act for you.',
  /** The account is delegated (EIP-7702) to a contract the app does not know. */
  delegatedElsewhere: (contract: string) =>
    `Delegated to an unknown contract (${contract}), which can act for your account: no gasless payment.`,
  prompt: {
    /** The one-time EIP-7702 authorization of the gasless path. */
    upgrade: 'Upgrade your account to pay without gas',
    /** The EIP-712 batch of the gasless path (approval and deposit in one signature). */
    signPayment: 'Sign the payment',
    approve: (symbol: string) => `Approve ${symbol}`,
    deposit: 'Deposit',
    authorize: 'Sign the authorisation',
    signature: 'Sign a message',
    other: 'Confirm a step',
  },
  /** The confirm button while a newer quote is on its way. */
  updating: 'Updating quote…',
}
