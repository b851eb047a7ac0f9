import { expectTypeOf, test } from 'vitest'
import type { AppFee, QuoteParameters, SponsoredFeeComponent, TradeType } from '../exports/index'

/** The keys of `T` that are not optional. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]

const route = {
  user: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: '0x0000000000000000000000000000000000000000',
  destinationCurrency: '0x0000000000000000000000000000000000000000',
  amount: '10000000000000000',
}

test('default: the required fields', () => {
  expectTypeOf<RequiredKeys<QuoteParameters>>().toEqualTypeOf<
    | 'user'
    | 'originChainId'
    | 'destinationChainId'
    | 'originCurrency'
    | 'destinationCurrency'
    | 'amount'
    | 'tradeType'
  >()
  expectTypeOf({ ...route, tradeType: 'EXACT_INPUT' as const }).toExtend<QuoteParameters>()
  // @ts-expect-error tradeType is required
  const missing: QuoteParameters = route
  expectTypeOf(missing).toEqualTypeOf<QuoteParameters>()
})

test('parameters: tradeType', () => {
  expectTypeOf<TradeType>().toEqualTypeOf<'EXACT_INPUT' | 'EXACT_OUTPUT' | 'EXPECTED_OUTPUT'>()
  expectTypeOf<QuoteParameters['tradeType']>().toEqualTypeOf<TradeType>()
  // @ts-expect-error not a trade type
  const wrong: QuoteParameters = { ...route, tradeType: 'EXACT' }
  expectTypeOf(wrong).toEqualTypeOf<QuoteParameters>()
})

test('parameters: sponsoredFeeComponents', () => {
  expectTypeOf<SponsoredFeeComponent>().toEqualTypeOf<'execution' | 'swap' | 'relay' | 'app' | 'rent'>()
  expectTypeOf<QuoteParameters['sponsoredFeeComponents']>().toEqualTypeOf<
    SponsoredFeeComponent[] | undefined
  >()
  const wrong: QuoteParameters = {
    ...route,
    tradeType: 'EXACT_INPUT',
    // @ts-expect-error not a fee component (origin gas is never sponsored)
    sponsoredFeeComponents: ['gas'],
  }
  expectTypeOf(wrong).toEqualTypeOf<QuoteParameters>()
})

test('parameters: appFees and the sponsorship fields', () => {
  expectTypeOf<QuoteParameters['appFees']>().toEqualTypeOf<AppFee[] | undefined>()
  expectTypeOf<AppFee>().toEqualTypeOf<{ recipient: string; fee: string }>()
  expectTypeOf<QuoteParameters['subsidizeFees']>().toEqualTypeOf<boolean | undefined>()
  expectTypeOf<QuoteParameters['maxSubsidizationAmount']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<QuoteParameters['subsidizeRent']>().toEqualTypeOf<boolean | undefined>()
})
