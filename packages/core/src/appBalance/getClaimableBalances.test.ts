import { describe, expect, test } from 'vitest'
import { getClaimableBalances } from './getClaimableBalances'

const line = (symbol: string, amount: string, amountUsd: string) => ({
  currency: { chainId: 8453, address: `0x${symbol}`, symbol, name: symbol, decimals: 6 },
  amount,
  amountUsd,
})
/** A balance of 5 USDC and 2 USDT: 7 USD in all. */
const sevenUsd = {
  balances: [line('USDC', '5000000', '5.000000'), line('USDT', '2000000', '2.000000')],
  totalBalanceUsd: 7,
}
/** What each line of {@link sevenUsd} may claim with these fast-fill holds and this available USD. */
const claimable = (outstandingFastFillBalanceUsd: number, availableBalanceUsd: number) =>
  getClaimableBalances({ ...sevenUsd, outstandingFastFillBalanceUsd, availableBalanceUsd }).map(
    (r) => r.claimable,
  )

describe('getClaimableBalances', () => {
  test('default: with nothing held back, every line is claimable in full', () => {
    expect(claimable(0, 7)).toEqual([5_000_000n, 2_000_000n])
  })

  test('behavior: fast-fill holds cap each claim at the available USD, in proportion, in micro-USD', () => {
    expect(claimable(4, 3)).toEqual([3_000_000n, 2_000_000n])
    const none = getClaimableBalances({
      balances: [line('USDC', '1', '0.000001')],
      totalBalanceUsd: 0,
      outstandingFastFillBalanceUsd: 1,
      availableBalanceUsd: -1,
    })
    expect(none[0]!.claimable).toBe(0n)
  })
})
