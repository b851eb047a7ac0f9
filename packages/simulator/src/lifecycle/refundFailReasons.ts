/** Every `refundFailReason` value of the interface (Errors section). */
export const refundFailReasons = [
  'AMOUNT_TOO_LOW_TO_REFUND',
  'NEGATIVE_NEW_AMOUNT_AFTER_FEES',
  'SWAP_CURRENCY_NOT_ON_ORIGIN',
  'REFUND_RECIPIENT_IS_VASP',
  'MANUAL_REFUND_REQUIRED',
] as const
