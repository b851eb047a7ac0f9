import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createChainConfigs } from '../config/createChainConfigs'
import { convertAmount } from './convertAmount'
import { fromUsd6 } from './fromUsd6'
import { type PriceQuoteInput, priceQuote } from './priceQuote'
import { noSponsorship } from './testing/noSponsorship'

const chains = createChainConfigs()
const baseCurrencies = chains.find((c) => c.id === 8453)!.currencies
const eth = baseCurrencies[0]!
const usdc = baseCurrencies[1]!
const opEth = chains.find((c) => c.id === 10)!.currencies[0]!
const base: PriceQuoteInput = {
  currencyIn: eth,
  currencyOut: usdc,
  destinationNative: opEth,
  tradeType: 'EXACT_INPUT',
  amount: 10n ** 17n,
  destinationGas: 80_000n * 1_000_000_000n,
  topupUsd6: 0n,
  rent: 0n,
  appFees: [],
  sponsorship: noSponsorship,
}

describe('priceQuote', () => {
  test('default', () => {
    const p = priceQuote(base)
    const fees = p.relayerGas + p.relayerService + p.swap + p.app
    expect(p.amountOut).toBe(convertAmount(10n ** 17n - fees, eth, usdc))
    expect(p.relayerService).toBe((10n ** 17n * 5n) / 10_000n)
    expect(p.swap).toBe((10n ** 17n * 30n) / 10_000n)
  })

  test('behavior: too small after fees is AMOUNT_TOO_LOW', () => {
    expect(() => priceQuote({ ...base, amount: 1000n })).toThrow(
      expect.objectContaining({ errorCode: 'AMOUNT_TOO_LOW' }),
    )
  })

  test('behavior: a solved input above uint256 is INVALID_INPUT naming amount', () => {
    const max = 2n ** 256n - 1n
    const exactOut = {
      ...base,
      currencyIn: usdc,
      currencyOut: usdc,
      tradeType: 'EXACT_OUTPUT' as const,
      amount: max,
    }
    expect(() => priceQuote(exactOut)).toThrow(
      expect.objectContaining({
        errorCode: 'INVALID_INPUT',
        message: expect.stringMatching(/amount.*uint256/),
      }),
    )
    // just below the limit it still prices (the input includes the fees, so it is larger than the output)
    const fine = priceQuote({ ...exactOut, amount: max / 2n })
    expect(fine.amountIn).toBeGreaterThan(max / 2n)
    expect(fine.amountIn).toBeLessThanOrEqual(max)
  })

  test('behavior: EXACT_OUTPUT solves an input whose exact-input output covers the desired amount, barely', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000_000n, max: 10_000_000_000n }),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.bigInt({ min: 0n, max: 5_000_000n }), { nil: null }),
        fc.boolean(),
        (desired, appBps, cap, subsidize) => {
          const input: PriceQuoteInput = {
            ...base,
            tradeType: 'EXACT_OUTPUT',
            amount: desired,
            appFees: appBps
              ? [{ recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', fee: String(appBps) }]
              : [],
            sponsorship: { ...base.sponsorship, subsidizeFees: subsidize, maxSubsidizationAmount: cap },
          }
          const solved = priceQuote(input)
          expect(solved.amountOut).toBe(desired)
          const check = priceQuote({ ...input, tradeType: 'EXACT_INPUT', amount: solved.amountIn })
          expect(check.amountOut).toBeGreaterThanOrEqual(desired)
          // overshoot stays within rounding: under a thousandth of the output plus a cent
          expect(check.amountOut - desired).toBeLessThanOrEqual(desired / 1000n + 10_000n)
        },
      ),
      { numRuns: 150 },
    )
  })

  test("behavior: a fully sponsored same-currency quote delivers the whole input (rounded in the user's favour)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 15n, max: 10n ** 21n }), (amount) => {
        const sponsored = priceQuote({
          ...base,
          currencyOut: opEth,
          amount,
          sponsorship: { ...base.sponsorship, subsidizeFees: true },
        })
        // the fees' USD values are rounded down to 6 decimals: converting them back must not leave wei to the user
        expect(sponsored.sponsoredIn).toBe(sponsored.relayerGas + sponsored.relayerService + sponsored.swap)
        expect(sponsored.amountOut).toBe(amount)
      }),
      { numRuns: 100 },
    )
  })

  test('behavior: a sponsorship capped below the fees converts the cap rounding up, never beyond the fees', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 15n, max: 10n ** 19n }),
        fc.bigInt({ min: 1n, max: 200_000n }),
        (amount, cap) => {
          const input = { ...base, currencyOut: opEth, amount }
          const unsponsored = priceQuote(input)
          const capped = priceQuote({
            ...input,
            sponsorship: { ...base.sponsorship, subsidizeFees: true, maxSubsidizationAmount: cap },
          })
          const fees = capped.relayerGas + capped.relayerService + capped.swap
          expect(capped.sponsoredIn).toBeLessThanOrEqual(fees)
          if (capped.sponsorship.capHit) {
            // the cap in wei, rounded up: at least the cap's exact value
            expect(capped.sponsoredIn).toBeGreaterThanOrEqual(fromUsd6(cap, eth))
            expect(capped.sponsoredIn).toBeLessThanOrEqual(fromUsd6(cap, eth, true) + 2n)
          }
          expect(capped.amountOut - unsponsored.amountOut).toBe(capped.sponsoredIn)
        },
      ),
      { numRuns: 100 },
    )
  })
})
