import type { FailureDescription } from '@crosspay/core/failures'

/** The status group of the widget's messages (see `defaultMessages`): one request's status, steps and failure. */
export const statusMessages = {
  title: 'Transfer status',
  close: 'Close',
  /** Short names of the statuses (history rows, badges). */
  labels: {
    waiting: 'Waiting',
    depositing: 'Depositing',
    pending: 'Pending',
    submitted: 'Submitted',
    success: 'Success',
    refund: 'Refunded',
    failure: 'Failed',
  } as Record<string, string>,
  /** A status the widget does not know yet (a newer service value). */
  unknownLabel: (status: string) => `Status: ${status}`,
  /** The status in a sentence, announced when it changes. */
  headlines: {
    waiting: 'Waiting for your deposit',
    depositing: 'Your deposit is being confirmed',
    pending: 'Deposit received: preparing the transfer',
    submitted: 'Transfer sent: waiting for confirmation',
    success: 'Done: the funds have arrived',
    refund: 'The transfer could not be made: your funds were refunded',
    failure: 'The transfer failed',
  } as Record<string, string>,
  /** A fast fill delivered before the deposit was seen: the funds are there, the deposit is still owed. */
  filledAhead: 'Delivered ahead of your deposit: the funds have arrived',
  /** A fast fill under way before the deposit was seen. */
  fillingAhead: 'Being delivered ahead of your deposit',
  /** Under {@link filledAhead}: what the user still has to do. */
  depositDue: 'Your deposit has not been seen yet: send it to complete this transfer.',
  unknownHeadline: (status: string) => `The service reports the status “${status}”`,
  /** The step line. */
  steps: {
    label: 'Progress',
    deposit: 'Deposit',
    pending: 'Processing',
    submitted: 'Sending',
    success: 'Done',
    refund: 'Refunded',
    failure: 'Failed',
  },
  /** Names of a step's state, read by screen readers after its label. */
  stepStates: {
    complete: 'done',
    current: 'in progress',
    upcoming: 'not started',
    failed: 'failed',
  },
  loading: 'Loading the status…',
  route: 'Route',
  sent: 'You sent',
  /** The amount in before any deposit exists ("You sent" only once one does). */
  toSend: 'You send',
  received: 'You received',
  expected: 'You receive (expected)',
  transactions: 'Transactions',
  deposit: 'Deposit',
  fill: 'Delivery',
  refundTx: 'Refund',
  onChain: (chain: string) => `on ${chain}`,
  requestId: 'Request',
  /** The heading and words of a failure or refund; override to translate (the reasons are on `description`). */
  failure: (description: FailureDescription) => ({
    title: description.title,
    explanation: description.explanation,
    action: description.action,
  }),
  fundsHeading: 'Your funds',
  funds: {
    returned: 'Your funds are back in your wallet on the origin chain.',
    notReturned: 'Your funds have not come back to you.',
    unknown: 'It is not known yet whether your funds came back.',
  },
  whatToDo: 'What to do',
  /** Errors of the status request. */
  errors: {
    notFound: 'No request with this id was found. Check the id, or wait a moment if you have just sent it.',
    unauthorized: 'The service refused to show this request (not authorised).',
    rateLimited: 'Too many requests: the status will refresh in a moment.',
    invalid: 'This request id is not valid.',
    unavailable: 'The service cannot be reached right now.',
    stale: 'The status could not be refreshed; showing the last one known. Retrying…',
  },
}
