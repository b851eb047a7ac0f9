/** Request statuses after which nothing changes: `success`, `refund`, `failure`. */
const terminal = new Set(['success', 'refund', 'failure'])

/** True for a terminal request status (`success`, `refund`, `failure`): polling can stop. */
export function isTerminalStatus(status: string | undefined | null): boolean {
  return status != null && terminal.has(status)
}
