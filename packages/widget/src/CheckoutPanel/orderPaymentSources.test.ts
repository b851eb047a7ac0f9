import type { Chain } from '@crosspay/core'
import { describe, expect, test } from 'vitest'
import type { PickerToken } from '../parts/TokenPicker/listPickerTokens'
import { orderPaymentSources } from './orderPaymentSources'
import type { SourceBalance } from './useSourceBalances'

const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const eth = '0x0000000000000000000000000000000000000000'
const chain = (id: number) => ({ id, name: `chain ${id}` }) as Chain
const token = (address: string, symbol: string) => ({ address, symbol, decimals: 6 }) as PickerToken
const held = (chainId: number, address: string, symbol: string, balance: bigint): SourceBalance => ({
  chain: chain(chainId),
  token: token(address, symbol),
  balance,
})
const key = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

describe('orderPaymentSources', () => {
  test('default: covering sources first (the direct transfer, then the owed token elsewhere), then unknown, then short', () => {
    const balances = [
      held(10, eth, 'ETH', 10n ** 18n),
      held(10, usdc, 'USDC', 5_000_000n),
      held(8453, usdc, 'USDC', 100_000_000n),
      held(10, '0x00000000000000000000000000000000000000d1', 'DAI', 1n),
      held(8453, eth, 'ETH', 10n ** 18n),
    ]
    const costs = new Map([
      [key(10, eth), { cost: 8_000_000_000_000_000n, gas: 100_000_000_000_000n }],
      [key(10, usdc), { cost: 25_300_000n, gas: 0n }],
      [key(8453, usdc), { cost: 25_250_000n, gas: 0n }],
      [key(8453, eth), { cost: 8_000_000_000_000_000n, gas: 10n ** 18n }], // the gas makes it short
    ])
    const ordered = orderPaymentSources(balances, { chainId: 8453, currency: usdc }, costs, 'USDC')
    expect(ordered.map((s) => `${s.token.symbol}@${s.chain.id}:${s.coverage}`)).toEqual([
      'USDC@8453:covers',
      'ETH@10:covers',
      'DAI@10:unknown',
      'USDC@10:short',
      'ETH@8453:short',
    ])
    expect(ordered[0]).toMatchObject({ direct: true, cost: 25_250_000n })
  })
  test('behavior: with nothing quoted every source is unknown, the owed token first', () => {
    const ordered = orderPaymentSources(
      [held(10, eth, 'ETH', 1n), held(10, usdc, 'USDC', 1n)],
      { chainId: 8453, currency: usdc },
      new Map(),
      'USDC',
    )
    expect(ordered.map((s) => [s.token.symbol, s.coverage])).toEqual([
      ['USDC', 'unknown'],
      ['ETH', 'unknown'],
    ])
  })
})
