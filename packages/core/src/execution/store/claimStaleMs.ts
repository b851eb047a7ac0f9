/**
 * Where Web Locks are missing: a claim younger than this, by another owner, means its item is being performed in
 * another tab (the executor refreshes its claim while the wallet prompt is open, so an open prompt never ages).
 */
export const claimStaleMs = 120_000
