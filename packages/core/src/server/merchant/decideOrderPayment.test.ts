import { describe, expect, test } from 'vitest'
import { decideOrderPayment } from './decideOrderPayment'
import type { MerchantOrder } from './MerchantOrder'
import type { RequestPayment } from './RequestPayment'

const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const order: MerchantOrder = {
  reference: 'order-1',
  recipient: '0x000000000000000000000000000000000000c0de',
  chainId: 8453,
  currency: usdc,
  amount: '25000000',
  state: 'open',
  requestId: null,
  requestStatus: null,
  requestAt: null,
  expiresAt: 2,
  createdAt: 1,
  updatedAt: 1,
  paidAt: null,
  metadata: {},
}
const exact = { chainId: 8453, currency: usdc.toLowerCase(), amount: '25000000' }
const payment = (overrides: Partial<RequestPayment>): RequestPayment => ({
  requestId: '0xaa',
  status: 'success',
  recipient: order.recipient.toUpperCase().replace('0X', '0x'),
  reference: order.reference,
  quoted: exact,
  received: exact,
  createdAt: 1,
  ...overrides,
})
const own = { ...order, requestId: '0xAA' }

describe('decideOrderPayment', () => {
  test.each([
    ['exact success pays an open order', order, payment({}), 'paid'],
    [
      'exact success pays an expired order (the money arrived)',
      { ...order, state: 'expired' as const },
      payment({}),
      'paid',
    ],
    [
      'one unit less',
      order,
      payment({ received: { ...exact, amount: '24999999' } }),
      'the request does not pay this order exactly',
    ],
    [
      'one unit more',
      order,
      payment({ received: { ...exact, amount: '25000001' } }),
      'the request does not pay this order exactly',
    ],
    [
      'another chain',
      order,
      payment({ received: { ...exact, chainId: 10 } }),
      'the request does not pay this order exactly',
    ],
    [
      'another token',
      order,
      payment({ received: { ...exact, currency: '0x01' } }),
      'the request does not pay this order exactly',
    ],
    [
      'someone else',
      order,
      payment({ recipient: '0x000000000000000000000000000000000000beef' }),
      'the request does not pay this order exactly',
    ],
    ['nothing received', order, payment({ received: null }), 'the request does not pay this order exactly'],
    ['a paid order never changes', { ...order, state: 'paid' as const }, payment({}), 'already final'],
    [
      'a refunded order never changes',
      { ...order, state: 'refunded' as const },
      payment({}),
      'already final',
    ],
    ['no order', undefined, payment({}), 'no order for this request'],
    ['in flight, exact quote: attached', order, payment({ status: 'pending' }), 'payment in flight'],
    [
      'in flight, short quote: not attached',
      order,
      payment({ status: 'pending', quoted: { ...exact, amount: '1' } }),
      'the request does not pay this order exactly',
    ],
    [
      'in flight while another is attached',
      { ...order, requestId: '0xbb' },
      payment({ status: 'pending' }),
      'another request is in flight',
    ],
    ['its own request moves', own, payment({ status: 'submitted' }), 'status noted'],
    ['its own request refunded: open again', own, payment({ status: 'refund' }), 'reopened'],
    ['another request refunded', order, payment({ status: 'refund' }), 'nothing to apply'],
    ['its own request failed: open again', own, payment({ status: 'failure' }), 'reopened'],
    [
      'an expired order is not attached',
      { ...order, state: 'expired' as const },
      payment({ status: 'pending' }),
      'already final',
    ],
  ])('%s', (_, o, p, outcome) => {
    expect(decideOrderPayment(o, p).outcome).toBe(outcome)
  })
})
