import { describe, expect, test } from 'vitest'
import type { PaymentRequest } from './PaymentRequest'
import { toPaymentParameters } from './toPaymentParameters'

const payment: PaymentRequest = {
  recipient: '0x00000000000000000000000000000000000b0001',
  chainId: 8453,
  currency: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  amount: '25000000',
  reference: 'order-1',
  sponsorship: { subsidizeFees: true, sponsoredFeeComponents: ['execution'] },
}
const source = { chainId: 10, currency: '0x0000000000000000000000000000000000000000' }
const payer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('toPaymentParameters', () => {
  test('default: EXACT_OUTPUT of the owed amount to the recipient, the reference as referrer', () => {
    expect(toPaymentParameters(payment, source, { payer, method: 'wallet' })).toEqual({
      user: payer,
      originChainId: 10,
      destinationChainId: 8453,
      originCurrency: source.currency,
      destinationCurrency: payment.currency,
      amount: '25000000',
      tradeType: 'EXACT_OUTPUT',
      recipient: payment.recipient,
      subsidizeFees: true,
      sponsoredFeeComponents: ['execution'],
      referrer: 'order-1',
    })
  })
  test('behavior: nothing to quote without a source, or a wallet payment without a payer', () => {
    expect(toPaymentParameters(payment, undefined, { payer, method: 'wallet' })).toBeUndefined()
    expect(toPaymentParameters(payment, source, { method: 'wallet' })).toBeUndefined()
  })
  test('behavior: by deposit address: no payer needed, refunds to refundTo, no sponsoredFeeComponents', () => {
    const body = toPaymentParameters(payment, source, { method: 'deposit-address', refundTo: payer })
    expect(body).toMatchObject({ user: payer, refundTo: payer, useDepositAddress: true, subsidizeFees: true })
    expect(body).not.toHaveProperty('sponsoredFeeComponents')
    expect(toPaymentParameters(payment, source, { method: 'deposit-address' })?.user).toBe(payment.recipient)
  })
})
