import { describe, expect, test } from 'vitest'
import type { Quote } from '../schemas/quoteSchema'
import { checkPaymentQuote } from './checkPaymentQuote'
import { checkSvmPaymentItems } from './checkSvmPaymentItems'

const user = 'AfYjLi8LWQ7ZvJknYciddPYduSsPsYyES9GYAFPbWn6j'
const userUsdc = 'BXPzV8rdUdDmyQRmBEn1a2aeVyMjVcpLDvdqfQSkABFG'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const depositoryUsdc = 'DAJDHGD5MfMWVXCbSwSNDYsKdKV7HBMEVvjYCW3BodiS'
const token = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const memo = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const requestId = `0x${'ab'.repeat(32)}`
const hex = (text: string) => Buffer.from(text).toString('hex')
const u64 = (n: bigint) => {
  const b = Buffer.alloc(8)
  b.writeBigUInt64LE(n)
  return b.toString('hex')
}
const key = (pubkey: string, isSigner = false, isWritable = false) => ({ pubkey, isSigner, isWritable })
/** TransferChecked of `amount` from `source` owned by `owner`, then the memo naming `id`. */
const deposit = (
  amount: bigint,
  o: { source?: string; owner?: string; id?: string; program?: string } = {},
) => [
  {
    programId: o.program ?? token,
    keys: [
      key(o.source ?? userUsdc, false, true),
      key(mint),
      key(depositoryUsdc, false, true),
      key(o.owner ?? user, true),
    ],
    data: `0c${u64(amount)}06`,
  },
  { programId: memo, keys: [key(user, true)], data: hex(o.id ?? requestId) },
]
const payment = {
  recipient: '0x000000000000000000000000000000000000c0de',
  chainId: 8453,
  currency: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  amount: '5000000',
}
const quote = (instructions: unknown[]): Quote =>
  ({
    steps: [
      {
        id: 'deposit',
        kind: 'transaction',
        requestId,
        items: [
          {
            status: 'incomplete',
            data: { chainId: 792703809, instructions },
            check: { endpoint: '/x', method: 'GET' },
          },
        ],
      },
    ],
    details: {
      sender: user,
      recipient: payment.recipient,
      currencyIn: {
        amount: '5200000',
        currency: { chainId: 792703809, address: mint, symbol: 'USDC', decimals: 6 },
      },
      currencyOut: {
        amount: '5000000',
        currency: { chainId: 8453, address: payment.currency, symbol: 'USDC', decimals: 6 },
      },
    },
  }) as unknown as Quote
const check = (instructions: unknown[]) =>
  checkPaymentQuote(quote(instructions), payment, { svm: checkSvmPaymentItems })

describe('checkPaymentQuote with a Solana deposit', () => {
  test('default: a deposit of the quoted input from the buyer, naming the request, pays the order', () => {
    expect(check(deposit(5_200_000n))).toBeUndefined()
  })

  test.each([
    ['more than the quoted input', deposit(5_200_001n), /more than the 5200000 you pay/],
    ['two deposits of the input', [...deposit(5_200_000n), ...deposit(5_200_000n)], /more than the 5200000/],
    [
      'another program',
      deposit(5_200_000n, { program: 'Stake11111111111111111111111111111111111111' }),
      /not allowed/,
    ],
    [
      'from an account someone else owns',
      deposit(5_200_000n, { owner: depositoryUsdc }),
      /asks DAJD.* to sign/,
    ],
    [
      'no memo naming the request',
      deposit(5_200_000n, { id: `0x${'cd'.repeat(32)}` }),
      /does not name the request/,
    ],
  ])('behavior: refused before it is shown: %s', (_, instructions, reason) => {
    expect(check(instructions)).toMatch(reason)
  })

  test('behavior: without the Solana check loaded, a Solana quote is not payable', () => {
    expect(checkPaymentQuote(quote(deposit(5_200_000n)), payment)).toBe(
      'the Solana deposit could not be checked',
    )
  })
})
