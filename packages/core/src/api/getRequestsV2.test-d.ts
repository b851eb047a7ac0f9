import { expectTypeOf, test } from 'vitest'
import type { BaseError } from '../errors/BaseError'
import {
  type GetRequestsV2ErrorType,
  type GetRequestsV2Parameters,
  type GetRequestsV2ReturnType,
  getRequestsV2,
  type RequestRecordV2,
  type RequestsV2Deprecation,
} from '../exports/legacy'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** The type with its intersections merged into one object type (expectTypeOf tells `A & B` from the merged type). */
type Flat<T> = { [K in keyof T]: T[K] }

declare const client: CrosspayClient

test('default', () => {
  expectTypeOf(getRequestsV2).returns.toEqualTypeOf<Promise<GetRequestsV2ReturnType>>()
  expectTypeOf<GetRequestsV2ReturnType>().toEqualTypeOf<{
    requests: RequestRecordV2[]
    continuation: string | undefined
    deprecation: RequestsV2Deprecation
  }>()
})

test('parameters: client, optional v2 query parameters and optional action options', () => {
  expectTypeOf(getRequestsV2).parameters.toEqualTypeOf<
    [
      client: CrosspayClient,
      parameters?: GetRequestsV2Parameters | undefined,
      options?: ActionOptions | undefined,
    ]
  >()
  expectTypeOf(getRequestsV2).toBeCallableWith(client)
  expectTypeOf(getRequestsV2).toBeCallableWith(client, { user: '0x1', limit: 20, sortDirection: 'asc' })
  expectTypeOf<GetRequestsV2Parameters['limit']>().toEqualTypeOf<number | undefined>()
  expectTypeOf<GetRequestsV2Parameters['continuation']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<GetRequestsV2Parameters['user']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<GetRequestsV2Parameters['hash']>().toEqualTypeOf<string | undefined>()
  // @ts-expect-error query parameters are scalars
  getRequestsV2(client, { user: ['0x1'] })
})

test('behavior: RequestsV2Deprecation combines the headers and the body notice', () => {
  expectTypeOf<Flat<RequestsV2Deprecation>>().toEqualTypeOf<{
    deprecatedAt: Date | undefined
    sunsetAt: Date | undefined
    links: Record<string, string>
    message: string | undefined
    successor: string | undefined
    migrationGuide: string | undefined
    throttledFrom: Date | undefined
  }>()
})

test('behavior: error types are BaseErrors', () => {
  expectTypeOf<GetRequestsV2ErrorType>().toExtend<BaseError>()
  expectTypeOf<GetRequestsV2ErrorType['name']>().toEqualTypeOf<
    'HttpRequestError' | 'RateLimitError' | 'ResponseShapeError'
  >()
})
