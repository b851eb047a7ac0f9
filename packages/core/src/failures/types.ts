// Types of the failure descriptions (a types-only file: it exports several types).
import type { failReasons } from './failReasons'
import type { refundFailReasons } from './refundFailReasons'

/** A `failReason` value the interface lists (including the v2 `N/A`). */
export type FailReason = (typeof failReasons)[number]

/** A `refundFailReason` value the interface lists. */
export type RefundFailReason = (typeof refundFailReasons)[number]

/**
 * Whether the user's funds are back with them: `true` (refunded, or they never left the wallet),
 * `false` (they are not back: the refund failed or cannot be made), `'unknown'` (the reason alone does not say;
 * pass the request `status` to decide).
 */
export type FundsReturned = true | false | 'unknown'

/** The text and facts describing one reason. */
export type ReasonDescription = {
  /** A short title fit for a heading. */
  title: string
  /** What happened, in plain words. */
  explanation: string
  /** What the user can do next. */
  action: string
  /** Whether funds are back with the user when this is the only thing known. */
  fundsReturned: FundsReturned
}

/** What {@link describeFailure} returns. */
export type FailureDescription = ReasonDescription & {
  /** False when a reason is not in the interface's lists (a newer service value): the text is a safe default. */
  known: boolean
  /** The `failReason` given, normalised (`N/A` and empty strings become null). */
  failReason: string | null
  /** The `refundFailReason` given, normalised. */
  refundFailReason: string | null
  /** The description of `failReason` alone (null when there is none). */
  fail: (ReasonDescription & { known: boolean }) | null
  /** The description of `refundFailReason` alone (null when there is none). */
  refundFail: (ReasonDescription & { known: boolean }) | null
}
