/** The state of one step of the step line. */
export type StepState = 'complete' | 'current' | 'upcoming' | 'failed'

/** One step of the step line: which it is (`deposit`, `pending`, `submitted`, or the end) and its state. */
export type StatusStep = {
  id: 'deposit' | 'pending' | 'submitted' | 'success' | 'refund' | 'failure'
  state: StepState
}

const order = ['waiting', 'depositing', 'pending', 'submitted', 'success'] as const

/**
 * The four steps of a request for a status: deposit (`waiting`, `depositing`), processing (`pending`), sending
 * (`submitted`), and the end (`success`, or `refund` / `failure`, which fail the last step). `deposited: false`
 * on a failure marks the deposit step failed instead (a request that failed before any deposit); `filledAhead` (a
 * fast fill delivered before any deposit) keeps the deposit step current while the later ones follow the status.
 * An unknown status leaves every step upcoming.
 */
export function statusSteps(
  status: string | undefined,
  options: { deposited?: boolean; filledAhead?: boolean } = {},
): StatusStep[] {
  const end = status === 'refund' || status === 'failure' ? status : 'success'
  const ids = ['deposit', 'pending', 'submitted', end] as const
  if (status === 'refund' || status === 'failure') {
    if (options.deposited === false)
      return ids.map((id, i) => ({ id, state: i === 0 ? 'failed' : 'upcoming' }))
    return ids.map((id, i) => ({ id, state: i === 3 ? 'failed' : 'complete' }))
  }
  const at = order.indexOf(status as (typeof order)[number])
  if (at === -1) return ids.map((id) => ({ id, state: 'upcoming' }))
  // waiting and depositing are both the deposit step
  const current = Math.max(0, at - 1)
  return ids.map((id, i) => ({
    id,
    // A fill ahead of its deposit: the deposit is still awaited, whatever the later steps say.
    state:
      i === 0 && options.filledAhead
        ? 'current'
        : status === 'success' || i < current
          ? 'complete'
          : i === current
            ? 'current'
            : 'upcoming',
  }))
}
