// The panel's pure helpers, on chain records and quotes shaped as the service sends them.
import type { Chain, Quote } from '@crosspay/core'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { describe, expect, test } from 'vitest'
import { listFees } from '../parts/FeeBreakdown/listFees'
import { minimumReceived } from '../parts/QuoteSummary/minimumReceived'
import { listPickerChains } from '../parts/TokenPicker/listPickerChains'
import { listPickerTokens } from '../parts/TokenPicker/listPickerTokens'
import { checkRecipient } from './checkRecipient'
import { maxSpendable, nativeGasBuffer } from './maxSpendable'
import { panelAction } from './panelAction'

const token = (symbol: string, address: string, verified = true) => ({
  symbol,
  address,
  decimals: 6,
  name: `${symbol} token`,
  metadata: { verified },
})
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const chain = {
  id: 8453,
  name: 'base',
  displayName: 'Base',
  vmType: 'evm',
  currency: { ...token('ETH', '0x0000000000000000000000000000000000000000'), decimals: 18 },
  featuredTokens: [token('USDC', usdc)],
  solverCurrencies: [token('USDC', usdc.toLowerCase())],
  erc20Currencies: [
    token('USDC', usdc),
    token('<b>SCAM</b>', '0x1111111111111111111111111111111111111111', false),
  ],
} as Chain

describe('listPickerTokens', () => {
  test('default: native first, each token once, unverified marked', () => {
    const list = listPickerTokens(chain)
    expect(list.map((t) => [t.symbol, t.source, t.verified])).toEqual([
      ['ETH', 'featured', true],
      ['USDC', 'featured', true],
      ['<b>SCAM</b>', 'listed', false],
    ])
  })
  test('parameters: search by symbol, name or address; allow and deny lists (deny wins)', () => {
    expect(listPickerTokens(chain, {}, 'usd').map((t) => t.symbol)).toEqual(['USDC'])
    expect(listPickerTokens(chain, {}, '0x1111').map((t) => t.symbol)).toEqual(['<b>SCAM</b>'])
    const allow = { allowTokens: [`8453:${usdc}`, '8453:0x0000000000000000000000000000000000000000'] }
    expect(listPickerTokens(chain, allow).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(
      listPickerTokens(chain, { ...allow, denyTokens: [`8453:${usdc.toLowerCase()}`] }).map((t) => t.symbol),
    ).toEqual(['ETH'])
  })
})

describe('listPickerChains', () => {
  test('behavior: disabled chains are listed but not selectable; deposit-disabled only as destination', () => {
    const chains = [
      chain,
      { ...chain, id: 1, disabled: true },
      { ...chain, id: 2, depositEnabled: false },
    ] as Chain[]
    expect(listPickerChains(chains).map((c) => [c.chain.id, c.state, c.selectable])).toEqual([
      [8453, 'active', true],
      [1, 'disabled', false],
      [2, 'depositDisabled', false],
    ])
    expect(listPickerChains(chains, {}, 'destination')[2]!.selectable).toBe(true)
    expect(listPickerChains(chains, { denyChains: [1], allowChains: [1, 2] }).map((c) => c.chain.id)).toEqual(
      [2],
    )
  })
})

describe('checkRecipient', () => {
  test('behavior: empty, valid, wrong VM, bad checksum, a token contract', () => {
    expect(checkRecipient('', chain)).toBe('empty')
    expect(checkRecipient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain)).toBe('valid')
    expect(checkRecipient('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chain)).toBe('valid')
    expect(checkRecipient('0x70997970C51812dc3A010C7d01b50e0d17dc79c8', chain)).toBe('invalid')
    expect(checkRecipient('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', chain)).toBe('invalid')
    expect(checkRecipient(usdc, chain)).toBe('token')
  })
})

describe('maxSpendable', () => {
  test('behavior: a token balance whole; native less the gas buffer, never below zero', () => {
    expect(maxSpendable(5n, usdc)).toBe(5n)
    expect(maxSpendable(nativeGasBuffer + 7n, '0x0000000000000000000000000000000000000000')).toBe(7n)
    expect(maxSpendable(1n, '0x0000000000000000000000000000000000000000')).toBe(0n)
    expect(maxSpendable(undefined, usdc)).toBeUndefined()
  })
})

const amount = (value: string, usd: string, symbol = 'USDC') => ({
  currency: { chainId: 8453, address: usdc, symbol, name: symbol, decimals: 6 },
  amount: value,
  amountUsd: usd,
})
const quote = (extra: Partial<Quote> = {}) =>
  ({
    steps: [],
    fees: {
      gas: amount('0', '0', 'ETH'),
      relayerGas: amount('360000', '0.36'),
      relayerService: amount('5000', '0.005'),
    },
    details: {
      currencyIn: amount('5000000', '5'),
      currencyOut: amount('4637500', '4.6375'),
      swapImpact: { percent: '0.00' },
      slippageTolerance: { destination: { value: '37500' } },
    },
    ...extra,
  }) as Quote

describe('listFees', () => {
  test('default: components that cost something, exact units; fees above 5 % warned', () => {
    const { rows, warnings } = listFees(quote())
    expect(rows.map((r) => [r.component, r.amount, r.decimals])).toEqual([
      ['relayerGas', '360000', 6],
      ['relayerService', '5000', 6],
    ])
    expect(warnings).toEqual({ highImpact: undefined, highFees: '7.3' })
    expect(rows.map((r) => r.payer)).toEqual(['user', 'user'])
  })
  test('behavior: a price impact worse than 3 % is warned about', () => {
    const q = quote()
    q.details!.swapImpact = { percent: '-4.20' }
    q.details!.currencyIn = amount('500000000', '500')
    expect(listFees(q).warnings).toEqual({ highImpact: '-4.20', highFees: undefined })
  })
  test('parameters: sponsorship: who pays each fee and what the user still pays, as describeSponsorship says', () => {
    const q = quote()
    q.fees.subsidized = amount('365000', '0.365')
    const body = {
      user: '0x000000000000000000000000000000000000dEaD',
      originChainId: 8453,
      destinationChainId: 10,
      originCurrency: '0x0000000000000000000000000000000000000001',
      destinationCurrency: '0x0000000000000000000000000000000000000002',
      amount: '5000000',
      tradeType: 'EXACT_INPUT' as const,
      subsidizeFees: true,
    }
    const full = listFees(q, describeSponsorship(body, q))
    expect(full.rows.map((r) => [r.component, r.payer, r.userPays.amount])).toEqual([
      ['relayerGas', 'sponsor', '0'],
      ['relayerService', 'sponsor', '0'],
    ])
    // The user pays no fee: nothing to warn about.
    expect(full.warnings.highFees).toBeUndefined()
    // A cap of 0.10 USD: the destination gas is split, the service fee the user's.
    q.fees.subsidized = amount('100000', '0.1')
    const capped = listFees(q, describeSponsorship({ ...body, maxSubsidizationAmount: '100000' }, q))
    expect(capped.rows.map((r) => [r.component, r.payer, r.userPays.amount])).toEqual([
      ['relayerGas', 'split', '260000'],
      ['relayerService', 'user', '5000'],
    ])
  })
})

describe('minimumReceived', () => {
  test('behavior: minimumAmount, else the output less destination slippage, else the output', () => {
    expect(minimumReceived(quote())).toBe(4_600_000n)
    const withMinimum = quote()
    ;(withMinimum.details!.currencyOut as Record<string, unknown>).minimumAmount = '4000000'
    expect(minimumReceived(withMinimum)).toBe(4_000_000n)
    expect(minimumReceived(quote({ details: {} }))).toBeUndefined()
  })
})

describe('panelAction', () => {
  const ready = {
    connected: true,
    routeChosen: true,
    amountState: 'valid' as const,
    amountIsZero: false,
    fieldsValid: true,
    insufficient: false,
    quoteLoading: false,
    quoteErrorKind: undefined,
    hasQuote: true,
    quoteOutdated: false,
  }
  test('behavior: the first missing thing decides', () => {
    expect(panelAction(ready)).toBe('ready')
    expect(panelAction({ ...ready, routeChosen: false, connected: false })).toBe('choose-tokens')
    expect(panelAction({ ...ready, amountIsZero: true })).toBe('enter-amount')
    expect(panelAction({ ...ready, fieldsValid: false })).toBe('fix-input')
    expect(panelAction({ ...ready, quoteErrorKind: 'NO_SWAP_ROUTES_FOUND', connected: false })).toBe(
      'no-route',
    )
    expect(panelAction({ ...ready, connected: false })).toBe('connect')
    expect(panelAction({ ...ready, insufficient: true })).toBe('insufficient')
    expect(panelAction({ ...ready, hasQuote: false, quoteLoading: true })).toBe('quoting')
    expect(panelAction({ ...ready, quoteErrorKind: 'AMOUNT_TOO_LOW' })).toBe('quote-error')
    // A quote made for an earlier body is never ready, loading or not.
    expect(panelAction({ ...ready, hasQuote: false, quoteOutdated: true })).toBe('updating')
    expect(panelAction({ ...ready, hasQuote: false, quoteOutdated: true, quoteLoading: true })).toBe(
      'updating',
    )
  })
})
