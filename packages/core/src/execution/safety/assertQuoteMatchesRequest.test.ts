// The quote against the body the user asked for, on the real service's samples: each passes with the body it was
// asked with (EXACT_INPUT samples quote the input exactly, EXACT_OUTPUT samples the output), and each tampering an
// attacker would try (details and items changed together) is refused with the check named.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { QuoteParameters } from '../../quote/QuoteParameters'
import { type Quote, quoteSchema } from '../../schemas/quoteSchema'
import { assertQuoteMatchesRequest } from './assertQuoteMatchesRequest'

const dir = join(__dirname, '../../../test/fixtures/real-quotes')
const read = (file: string): Quote => quoteSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')))

const sender = '0x03508bB71268BBA25ECaCC8F620e01866650532c'
const eth = '0x0000000000000000000000000000000000000000'
/** The bodies the samples were asked with (read from their details: sender, chains, currencies, the fixed side). */
const samples: [string, QuoteParameters][] = [
  [
    'executeBridge.json',
    {
      user: sender,
      originChainId: 1,
      destinationChainId: 8453,
      originCurrency: eth,
      destinationCurrency: eth,
      amount: '1000000000000000',
      tradeType: 'EXACT_OUTPUT',
    },
  ],
  [
    'executeBridgeAuthorize.json',
    {
      user: sender,
      recipient: '0xf70da97812cb96acdf810712aa562db8dfa3dbef',
      originChainId: 1,
      destinationChainId: 7777777,
      originCurrency: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      destinationCurrency: eth,
      amount: '3000000',
      tradeType: 'EXACT_OUTPUT',
    },
  ],
  [
    'swapWithApproval.json',
    {
      user: sender,
      originChainId: 1,
      destinationChainId: 1,
      originCurrency: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      destinationCurrency: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      amount: '1000000000000000',
      tradeType: 'EXACT_INPUT',
    },
  ],
  [
    'swapWithZeroResetApproval.json',
    {
      user: '0x1085F865A839617A878301F1BaC1c2650Aa66299',
      originChainId: 1,
      destinationChainId: 1,
      originCurrency: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      destinationCurrency: eth,
      amount: '200000',
      tradeType: 'EXACT_INPUT',
    },
  ],
]

const refusal = (quote: Quote, parameters: QuoteParameters) => {
  try {
    assertQuoteMatchesRequest(quote, parameters)
  } catch (error) {
    return error
  }
  return undefined
}
const items = (quote: Quote) =>
  quote.steps.flatMap((s) => s.items as { data: Record<string, unknown> }[]).filter((i) => 'to' in i.data)

describe('assertQuoteMatchesRequest', () => {
  test.each(samples)('default: the real sample %s matches the body it was asked with', (file, parameters) => {
    expect(refusal(read(file), parameters)).toBeUndefined()
  })

  test('behavior: an EXACT_OUTPUT quote delivering more than asked is fine, less is refused', () => {
    const [, parameters] = samples[0]!
    expect(refusal(read('executeBridge.json'), { ...parameters, amount: '999999999999999' })).toBeUndefined()
    expect(refusal(read('executeBridge.json'), { ...parameters, amount: '1000000000000001' })).toMatchObject({
      reason: 'unsafe',
      check: 'quote-amount',
      funds: 'not-sent',
    })
  })

  const [, bridge] = samples[0]!
  const [, swap] = samples[2]!
  test.each<[string, string, QuoteParameters, (q: Quote) => void]>([
    ['quote-user', 'executeBridge.json', bridge, (q) => void (q.details!.sender = `0x${'1'.repeat(40)}`)],
    [
      'quote-user',
      'executeBridge.json',
      bridge,
      (q) => void (items(q)[0]!.data.from = `0x${'2'.repeat(40)}`),
    ],
    [
      'quote-recipient',
      'executeBridge.json',
      bridge,
      (q) => void (q.details!.recipient = `0x${'3'.repeat(40)}`),
    ],
    [
      'quote-chain',
      'executeBridge.json',
      bridge,
      (q) => {
        // An item and the details moved to another chain together: the quote agrees with itself, not with the ask.
        q.details!.currencyIn!.currency.chainId = 10
        items(q)[0]!.data.chainId = 10
      },
    ],
    [
      'quote-chain',
      'executeBridge.json',
      bridge,
      (q) => void (q.details!.currencyOut!.currency.chainId = 10),
    ],
    ['quote-chain', 'executeBridge.json', bridge, (q) => void (items(q)[0]!.data.chainId = 10)],
    [
      'quote-currency',
      'swapWithApproval.json',
      swap,
      (q) => void (q.details!.currencyIn!.currency.address = `0x${'4'.repeat(40)}`),
    ],
    [
      'quote-currency',
      'swapWithApproval.json',
      swap,
      (q) => void (q.details!.currencyOut!.currency.address = eth),
    ],
    [
      'quote-amount',
      'swapWithApproval.json',
      swap,
      (q) => void (q.details!.currencyIn!.amount = '10000000000000000'),
    ],
    [
      'quote-amount',
      'executeBridge.json',
      // The same sample read as EXACT_INPUT of its quoted input: the deposit's value and the input ×10 together.
      { ...bridge, tradeType: 'EXACT_INPUT', amount: '1001599368867232' },
      (q) => {
        q.details!.currencyIn!.amount = '10015993688672320'
        items(q)[0]!.data.value = '10015993688672320'
      },
    ],
    ['quote-amount', 'executeBridge.json', bridge, (q) => void (q.details!.currencyOut!.amount = '1')],
    ['quote-amount', 'swapWithApproval.json', swap, (q) => void (items(q)[1]!.data.value = '1')],
    ['quote-details', 'swapWithApproval.json', swap, (q) => void delete (q as { details?: unknown }).details],
  ])('security: %s refuses %s tampered', (check, file, parameters, tamper) => {
    const quote = read(file)
    tamper(quote)
    expect(refusal(quote, parameters)).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', check })
  })

  test('security: a quote made for account A is refused for account B, even with every from rewritten', () => {
    const quote = read('executeBridge.json')
    const b = `0x${'5'.repeat(40)}`
    for (const item of items(quote)) item.data.from = b
    expect(refusal(quote, { ...bridge, user: b })).toMatchObject({ check: 'quote-user' })
  })

  test('security: missing or malformed parameters are refused, never treated as a match', () => {
    const quote = read('executeBridge.json')
    expect(refusal(quote, undefined as unknown as QuoteParameters)).toMatchObject({
      check: 'quote-parameters',
    })
    expect(refusal(quote, { ...bridge, amount: '1e18' })).toMatchObject({ check: 'quote-parameters' })
    expect(refusal(quote, { ...bridge, tradeType: 'EXACT' as 'EXACT_INPUT' })).toMatchObject({
      check: 'quote-parameters',
    })
  })
})
