/** The progress group of the widget's messages (see `defaultMessages`): execution steps and outcomes. */
export const progressMessages = {
  title: 'Progress',
  step: {
    approve: 'Approve the token',
    deposit: 'Deposit',
    authorize: 'Sign the authorisation',
    other: 'Step',
  } as Record<string, string>,
  item: {
    idle: 'Waiting',
    'switching-chain': 'Switch network in your wallet',
    'awaiting-wallet': 'Confirm in your wallet',
    submitted: 'Sent',
    confirming: 'Confirming',
    complete: 'Done',
    failed: 'Failed',
  } as Record<string, string>,
  status: {
    idle: 'Ready',
    running: 'Waiting for your wallet',
    tracking: 'Your transfer is on its way',
    success: 'Transfer complete',
    /** `success` of a same-chain swap. */
    swapSuccess: 'Swap complete',
    /** `tracking` of a same-chain swap. */
    swapTracking: 'Your swap is on its way',
    /** `failure` of a same-chain swap. */
    swapFailure: 'Swap failed',
    refund: 'Refunded',
    failure: 'Transfer failed',
    error: 'Stopped',
    aborted: 'Stopped',
  } as Record<string, string>,
  request: {
    waiting: 'Waiting for the deposit',
    depositing: 'Depositing',
    pending: 'Deposit received, filling',
    submitted: 'Filling on the destination chain',
    success: 'Filled',
    refund: 'Refunded',
    failure: 'Failed',
  } as Record<string, string>,
  /** The progress as a timeline: origin chain (the wallet's steps) → the service → destination chain (the fill). */
  timeline: {
    label: 'Steps',
    /** The origin's node when its chain is not known (yet). */
    origin: 'Origin chain',
    /** The destination's node when its chain is not known (yet). */
    destination: 'Destination chain',
    /** Beside the origin chain's name. */
    wallet: 'your wallet',
    /** The service's node. */
    service: 'Solver',
    /** The service's node before the deposit is out. */
    serviceWaiting: 'Waits for your deposit',
    /** Beside the destination chain's name. */
    recipient: 'you receive',
    /** The destination's node before the fill. */
    fillWaiting: 'Waiting for the fill',
    /** Each node's state, for screen readers. */
    state: { waiting: 'not started', active: 'in progress', done: 'done', failed: 'stopped' } as Record<
      string,
      string
    >,
  },
  viewTransaction: 'View transaction',
  requestId: 'Request',
  funds: {
    'not-sent': 'Your funds did not leave your wallet.',
    sent: 'Your deposit was sent: the transfer continues even if you close this page.',
    refunded: 'Your funds were refunded.',
    failed: 'Your funds did not arrive and were not refunded.',
    unknown: 'We could not confirm where your funds are. Check the request status.',
  } as Record<string, string>,
  depositTo: 'Send exactly',
  depositToAddress: 'to this address',
  copy: 'Copy',
  copied: 'Copied',
  whatToDo: 'What to do',
  routeTo: 'to',
  /** An amount on its chain in the end card: `0.01 ETH on Base`. */
  onChain: (chain: string) => `on ${chain}`,
  /** The link to the fill on the destination chain. */
  fillTransaction: 'Fill transaction',
  depositTransaction: 'Deposit transaction',
  reason: {
    'user-rejected': 'You rejected the request in your wallet.',
    'chain-switch-failed': 'Your wallet could not switch to the required network.',
    'transaction-reverted': 'The transaction failed on chain.',
    timeout: 'This step took too long to confirm.',
    'signature-failed': 'The signature could not be made or was not accepted.',
    unsafe: 'A safety check stopped this step before your wallet was asked.',
    'unsupported-origin': 'This wallet cannot sign on the origin chain.',
    'in-progress-elsewhere': 'This transfer is in progress in another tab or window.',
    'sent-state-unknown': 'A transaction of this step may already have been sent: check your wallet.',
    'send-refused': 'The network refused this transaction before sending it.',
    refunded: 'The transfer could not be completed and was refunded.',
    failed: 'The transfer failed.',
    aborted: 'You stopped following this transfer.',
    'invalid-parameter': 'This transfer cannot be sent as it is: get a new quote.',
    'batch-failed':
      'Your wallet could not send the approval and deposit together. Nothing is sent again unless you retry.',
    'load-failed':
      'The part of this page that sends transfers could not be loaded (offline, or the page was updated).',
    unknown: 'Something went wrong while sending the transfer.',
  } as Record<string, string>,
}
