/**
 * Every `refundFailReason` value of the interface's Errors section, in its order: why a refund could not be
 * made. Schemas reuse this list; the service may add values, so parse leniently.
 */
export const refundFailReasons = [
  'AMOUNT_TOO_LOW_TO_REFUND',
  'NEGATIVE_NEW_AMOUNT_AFTER_FEES',
  'SWAP_CURRENCY_NOT_ON_ORIGIN',
  'REFUND_RECIPIENT_IS_VASP',
  'MANUAL_REFUND_REQUIRED',
] as const
