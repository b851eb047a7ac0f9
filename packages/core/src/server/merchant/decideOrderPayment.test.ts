import { describe, expect, test } from 'vitest'
import { decideOrderPayment } from './decideOrderPayment'
import type { MerchantOrder } from './MerchantOrder'
import type { RequestPayment } from './RequestPayment'
import { toRequestPayment } from './toRequestPayment'

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

describe('decideOrderPayment with a Solana side', () => {
  const solanaUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const side = (chainId: number, address: string, amount: string) => ({
    outputCurrency: { currency: { chainId, address }, amount },
  })
  /** A `GET /requests/v3` record paid from Solana USDC (a base58 user and origin) to the order's recipient on Base. */
  const fromSolana = (received: string) => ({
    id: '0xaa',
    status: 'success',
    user: 'AfYjLi8LWQ7ZvJknYciddPYduSsPsYyES9GYAFPbWn6j',
    recipient: order.recipient,
    createdAt: '2026-11-27T20:00:00.000Z',
    data: {
      referrer: order.reference,
      route: {
        quoted: {
          origin: side(792703809, solanaUsdc, '25100000'),
          destination: side(8453, usdc, '25000000'),
        },
        actual: { origin: side(792703809, solanaUsdc, '25100000'), destination: side(8453, usdc, received) },
      },
    },
  })

  test('behavior: paid from Solana USDC, what counts is what the recipient received on the order chain', () => {
    expect(decideOrderPayment(order, toRequestPayment(fromSolana('25000000'))!).outcome).toBe('paid')
    expect(decideOrderPayment(order, toRequestPayment(fromSolana('24999999'))!).outcome).toBe(
      'the request does not pay this order exactly',
    )
  })

  test('behavior: a base58 recipient or currency is compared exactly (its case is part of the address)', () => {
    const recipient = 'J4ijmCNt5jqXHK5XSfy3hKBTQM4Nuv17MFyqwn5xtdwb'
    const onSolana = { chainId: 792703809, currency: solanaUsdc, amount: '25000000' }
    const solanaOrder = { ...order, recipient, chainId: 792703809, currency: solanaUsdc }
    const paid = payment({ recipient, quoted: onSolana, received: onSolana })
    expect(decideOrderPayment(solanaOrder, paid).outcome).toBe('paid')
    expect(decideOrderPayment(solanaOrder, { ...paid, recipient: recipient.toLowerCase() }).outcome).toBe(
      'the request does not pay this order exactly',
    )
    expect(
      decideOrderPayment(solanaOrder, {
        ...paid,
        received: { ...onSolana, currency: solanaUsdc.toUpperCase() },
      }).outcome,
    ).toBe('the request does not pay this order exactly')
  })
})
