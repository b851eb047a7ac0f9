import { describe, expect, test } from 'vitest'
import type { ExecutionProgress } from '../execution/types'
import type { Quote } from '../schemas/quoteSchema'
import type { StatusResult } from '../schemas/statusResultSchema'
import { toPaymentReceipt } from './toPaymentReceipt'

const payment = {
  recipient: '0x000000000000000000000000000000000000c0de',
  chainId: 8453,
  currency: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  amount: '5000000',
  reference: 'order-1',
}
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const quote = {
  steps: [],
  details: {
    currencyIn: {
      amount: '5246813',
      currency: { chainId: 792703809, address: mint, symbol: 'USDC', decimals: 6 },
    },
  },
} as unknown as Quote
const success = {
  status: 'success',
  inTxHashes: ['3MqXjnCRGN8APoPz3coCrujb3sgc3NjCNu6iRkegVrQ13Jb9eVHESdDiNsvS28pGMFnQRi1JgmBK4arEcp1SNga1'],
  txHashes: ['0xfe'],
  originChainId: 792703809,
} as unknown as StatusResult
const progress = (
  status: ExecutionProgress['status'],
  request: StatusResult | undefined,
): ExecutionProgress => ({
  requestId: '0xaa',
  status,
  steps: [],
  request,
  funds: 'sent',
  depositAddress: undefined,
  error: undefined,
})

describe('toPaymentReceipt', () => {
  test("behavior: the service said success while this page's run still tracks it: the buyer's side is the quote's", () => {
    const receipt = toPaymentReceipt(payment, quote, progress('tracking', undefined), {
      requestId: '0xaa',
      request: success,
    })
    expect(receipt).toEqual({
      requestId: '0xaa',
      reference: 'order-1',
      paid: { chainId: 8453, currency: payment.currency, amount: '5000000', recipient: payment.recipient },
      from: { chainId: 792703809, currency: mint, amount: '5246813', symbol: 'USDC', decimals: 6 },
      depositTxHashes: success.inTxHashes,
      fillTxHashes: ['0xfe'],
      method: 'wallet',
    })
  })

  test("behavior: without this page's quote (another browser paid), what the service knows, the buyer's amount empty", () => {
    expect(
      toPaymentReceipt(payment, undefined, undefined, { requestId: '0xaa', request: success })?.from,
    ).toEqual({
      chainId: 792703809,
      currency: '',
      amount: '',
    })
    expect(toPaymentReceipt(payment, quote, progress('tracking', undefined), undefined)).toBeUndefined()
  })
})
