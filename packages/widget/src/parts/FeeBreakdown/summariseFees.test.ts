import { describe, expect, test } from 'vitest'
import { estimateText } from '../format/estimateText'
import type { FeeRow } from './listFees'
import { summariseFees } from './summariseFees'

const row = (payer: FeeRow['payer'], amountUsd: string | undefined, userUsd = amountUsd): FeeRow => ({
  component: 'relayerGas',
  amount: '1',
  decimals: 6,
  symbol: 'USDC',
  amountUsd,
  payer,
  userPays: { amount: '1', amountUsd: userUsd },
})

describe('summariseFees', () => {
  test('default: the user pays every fee, exactly (no float sums)', () => {
    expect(summariseFees([row('user', '0.1'), row('user', '0.2')])).toEqual({
      userPaysUsd: '0.3',
      sponsoredUsd: undefined,
    })
  })
  test('behavior: sponsored fees go to the sponsor, split ones to both; the fee payer pays its own', () => {
    expect(
      summariseFees([
        row('user', '0.61'),
        row('sponsor', '0.36', '0'),
        row('split', '0.0125', '0.0025'),
        row('depositFeePayer', '5'),
      ]),
    ).toEqual({ userPaysUsd: '0.6125', sponsoredUsd: '0.37' })
  })
  test('behavior: a fee the user pays without a USD value makes the sum unknown, never too low', () => {
    expect(summariseFees([row('user', '0.1'), row('user', undefined)]).userPaysUsd).toBeUndefined()
  })
})

describe('estimateText', () => {
  test('default: cut (never rounded) to 6 decimals, typed the locale way, no grouping', () => {
    expect(estimateText('1234999999999999999999', 18, 'de-DE')).toBe('1234,999999')
    expect(estimateText('24627500', 6, 'en-US')).toBe('24.6275')
    expect(estimateText(undefined, 6, 'en-US')).toBe('')
  })
})
