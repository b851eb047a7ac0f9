import { failReasonDescriptions } from './failReasonDescriptions'
import { refundFailReasonDescriptions } from './refundFailReasonDescriptions'
import type { FailureDescription, FundsReturned, ReasonDescription } from './types'

/** Options of {@link describeFailure}. */
export type DescribeFailureOptions = {
  /**
   * The request's status, when known. `refund` means the funds came back; `failure` without a refund reason
   * means they did not (unless the reason says they never left the wallet).
   */
  status?: string | null | undefined
}

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(table, key)

function normalise(reason: string | null | undefined): string | null {
  if (reason === null || reason === undefined) return null
  const trimmed = reason.trim()
  return trimmed === '' || trimmed === 'N/A' ? null : trimmed
}

function fail(reason: string): ReasonDescription & { known: boolean } {
  if (has(failReasonDescriptions, reason)) return { ...failReasonDescriptions[reason], known: true }
  return {
    known: false,
    title: 'Request failed',
    explanation: `The request failed for a reason this app does not recognise (${reason}).`,
    action:
      'Check whether the request was refunded (its status); if not, contact support with the request id.',
    fundsReturned: 'unknown',
  }
}

function refundFail(reason: string): ReasonDescription & { known: boolean } {
  if (has(refundFailReasonDescriptions, reason))
    return { ...refundFailReasonDescriptions[reason], known: true }
  return {
    known: false,
    title: 'Refund failed',
    explanation: `The refund could not be made, for a reason this app does not recognise (${reason}).`,
    action: 'Contact support with the request id.',
    fundsReturned: false,
  }
}

/**
 * Describes why a request failed, for display: a title, a plain explanation, whether the funds came back and
 * what the user can do, from the `failReason` and `refundFailReason` of a status result or request record
 * (every value the interface lists; `N/A` and null mean none). A value the interface does not list gets a safe
 * default and `known: false`, never an exception.
 *
 * Funds: a `refundFailReason` means the refund was not made (`false`); otherwise `status: 'refund'` means they
 * came back (`true`), `status: 'failure'` that they did not (unless they never left the wallet); without a
 * status, the reason's own default applies (often `'unknown'`).
 *
 * @example
 * describeFailure('SLIPPAGE', null, { status: 'refund' })
 * // { title: 'Price moved too much', fundsReturned: true, action: 'Try again, or allow …', known: true, … }
 */
export function describeFailure(
  failReason: string | null | undefined,
  refundFailReason: string | null | undefined,
  options: DescribeFailureOptions = {},
): FailureDescription {
  const failReasonValue = normalise(failReason)
  const refundFailReasonValue = normalise(refundFailReason)
  const failDescription = failReasonValue === null ? null : fail(failReasonValue)
  const refundDescription = refundFailReasonValue === null ? null : refundFail(refundFailReasonValue)
  const status = options.status ?? null

  let fundsReturned: FundsReturned
  if (refundDescription) fundsReturned = false
  else if (status === 'refund') fundsReturned = true
  else if (status === 'failure') fundsReturned = failDescription?.fundsReturned === true
  else fundsReturned = failDescription?.fundsReturned ?? 'unknown'

  const base = { failReason: failReasonValue, refundFailReason: refundFailReasonValue, fundsReturned }
  const known = (failDescription?.known ?? true) && (refundDescription?.known ?? true)

  if (failDescription && refundDescription)
    return {
      ...base,
      known,
      title: `${failDescription.title}; refund failed`,
      explanation: `${failDescription.explanation} The refund could not be made either: ${lower(refundDescription.explanation)}`,
      action: refundDescription.action,
      fail: failDescription,
      refundFail: refundDescription,
    }
  if (refundDescription)
    return { ...base, known, ...pick(refundDescription), fail: null, refundFail: refundDescription }
  if (failDescription) {
    const refunded = fundsReturned === true && status === 'refund'
    return {
      ...base,
      known,
      title: failDescription.title,
      explanation: refunded
        ? `${failDescription.explanation} The funds were refunded.`
        : failDescription.explanation,
      action: refunded ? `Your funds were refunded. ${failDescription.action}` : failDescription.action,
      fail: failDescription,
      refundFail: null,
    }
  }
  return {
    ...base,
    known,
    title: status === 'refund' ? 'Refunded' : 'No failure reported',
    explanation:
      status === 'refund'
        ? 'The request could not be filled and the funds were refunded.'
        : 'The service reported no failure for this request.',
    action:
      status === 'refund'
        ? 'Check the refund in your wallet, then request a new quote to try again.'
        : 'No action needed; if the request is still in progress, wait for it to finish.',
    fail: null,
    refundFail: null,
  }
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const pick = ({ title, explanation, action }: ReasonDescription) => ({ title, explanation, action })
