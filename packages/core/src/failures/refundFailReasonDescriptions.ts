import type { ReasonDescription, RefundFailReason } from './types'

/** Title, explanation and action of every `refundFailReason` of the interface: in every case the refund was not made. */
export const refundFailReasonDescriptions: Record<RefundFailReason, ReasonDescription> = {
  AMOUNT_TOO_LOW_TO_REFUND: {
    title: 'Too little to refund',
    explanation: 'The deposit is too small to cover the cost of sending it back.',
    action: 'Contact support with the request id if the amount matters to you.',
    fundsReturned: false,
  },
  NEGATIVE_NEW_AMOUNT_AFTER_FEES: {
    title: 'Refund costs more than the deposit',
    explanation: 'After the refund fees nothing would be left to return.',
    action: 'Contact support with the request id if the amount matters to you.',
    fundsReturned: false,
  },
  SWAP_CURRENCY_NOT_ON_ORIGIN: {
    title: 'Currency cannot be refunded on the origin chain',
    explanation:
      'The funds are in a currency that does not exist on the origin chain, so they cannot be sent back there.',
    action: 'Contact support with the request id to arrange a refund another way.',
    fundsReturned: false,
  },
  REFUND_RECIPIENT_IS_VASP: {
    title: 'Refund address is an exchange',
    explanation: 'The refund would go to an exchange or custodial address, which cannot attribute it to you.',
    action: 'Contact support with the request id and an address you control.',
    fundsReturned: false,
  },
  MANUAL_REFUND_REQUIRED: {
    title: 'Manual refund required',
    explanation: 'The refund could not be made automatically; the service has to make it by hand.',
    action: 'Contact support with the request id; the refund will be made manually.',
    fundsReturned: false,
  },
}
