import { expectTypeOf, test } from 'vitest'
import type { GetRequestsParameters, RequestsFilterGroup, RequestsSortBy } from './GetRequestsParameters'
import { notFilter } from './notFilter'

test('default: identity, address, chain, currency and status fields are accepted in an OR group', () => {
  expectTypeOf<{
    user: '0xabc'
    originChainId: 8453
    currencyInSymbol: 'usdc'
  }>().toExtend<RequestsFilterGroup>()
  expectTypeOf<{ status: ['refund', 'failure'] }>().toExtend<RequestsFilterGroup>()
  expectTypeOf<{ recipient: null }>().toExtend<RequestsFilterGroup>()
  expectTypeOf<{ apiKey: 'demo-key'; 'not:failReason': null }>().toExtend<RequestsFilterGroup>()
})

test('behavior: notFilter() types the negated key', () => {
  expectTypeOf(notFilter('status')).toEqualTypeOf<'not:status'>()
  expectTypeOf<{ 'not:user': '0xabc' }>().toExtend<RequestsFilterGroup>()
})

test('behavior: range keys, features and statuses the filter does not accept are type errors in a group', () => {
  expectTypeOf<{ startTimestamp: 1 }>().not.toExtend<RequestsFilterGroup>()
  expectTypeOf<{ amountUsdMin: 1 }>().not.toExtend<RequestsFilterGroup>()
  expectTypeOf<{ features: ['fast_fill'] }>().not.toExtend<RequestsFilterGroup>()
  expectTypeOf<{ status: 'waiting' }>().not.toExtend<RequestsFilterGroup>()
  expectTypeOf<{ originChainId: '8453' }>().not.toExtend<RequestsFilterGroup>()
})

test('behavior: null cannot be mixed with values in one array', () => {
  expectTypeOf<{ user: ['0xabc', null] }>().not.toExtend<RequestsFilterGroup>()
})

test('parameters: top-level parameters', () => {
  expectTypeOf<GetRequestsParameters['sortBy']>().toEqualTypeOf<RequestsSortBy | undefined>()
  expectTypeOf<{
    startTimestamp: Date
    limit: 50
    filters: [{ chainId: 10 }]
  }>().toExtend<GetRequestsParameters>()
  expectTypeOf<{ hash: '0xabc' }>().not.toExtend<GetRequestsParameters>()
})
