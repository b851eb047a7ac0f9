import { isAddress } from 'viem'

/** Why a claim's input is refused before anything is asked (see {@link checkClaimInput}), or `ok`. */
export type ClaimInputCheck =
  | { kind: 'ok'; amount: bigint; recipient: `0x${string}` }
  | { kind: 'badAmount' }
  | { kind: 'aboveBalance' }
  | { kind: 'aboveAvailable' }
  | { kind: 'aboveClaimable' }
  | { kind: 'badRecipient' }

/** What {@link checkClaimInput} reads. */
export type CheckClaimInputParameters = {
  /** The amount read from the field, smallest units (undefined: empty or unreadable). */
  amount: bigint | undefined
  /** The recipient as typed. */
  recipient: string
  /** Smallest units the balance line holds. */
  held: bigint
  /** Smallest units claimable now (`useAppBalance().claimable`). */
  claimable: bigint
  /** Whether fast-fill holds stand (then a claim above `claimable` is above the available balance). */
  holdsOutstanding: boolean
}

/**
 * Checks a claim before any request: a positive amount, no more than the line holds, no more than is claimable now
 * (fast-fill holds make that less), and an EVM address as recipient (a mixed-case one with a valid checksum). Pure.
 */
export function checkClaimInput(parameters: CheckClaimInputParameters): ClaimInputCheck {
  const { amount, recipient, held, claimable, holdsOutstanding } = parameters
  if (amount === undefined || amount <= 0n) return { kind: 'badAmount' }
  if (amount > held) return { kind: 'aboveBalance' }
  if (amount > claimable) return { kind: holdsOutstanding ? 'aboveAvailable' : 'aboveClaimable' }
  const to = recipient.trim()
  if (!isAddress(to)) return { kind: 'badRecipient' }
  return { kind: 'ok', amount, recipient: to }
}
