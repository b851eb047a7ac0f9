// `@crosspay/core/failures`: plain-language descriptions of every failure and refund-failure reason.
// A separate entry because it is mostly English text (about 4 kB gzipped): apps that render their own
// messages import only the reason lists (`failReasons`, `refundFailReasons`) from `@crosspay/core`.
export type { DescribeFailureOptions } from '../failures/describeFailure'
export { describeFailure } from '../failures/describeFailure'
export { failReasonDescriptions } from '../failures/failReasonDescriptions'
export { refundFailReasonDescriptions } from '../failures/refundFailReasonDescriptions'
export type { FailureDescription, FundsReturned, ReasonDescription } from '../failures/types'
