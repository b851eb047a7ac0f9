import { expectTypeOf, test } from 'vitest'
import {
  type DescribeFailureOptions,
  describeFailure,
  type FailureDescription,
  type FundsReturned,
  type ReasonDescription,
} from '../exports/failures'

/** The type with its intersections merged into one object type (expectTypeOf tells `A & B` from the merged type). */
type Flat<T> = { [K in keyof T]: T[K] }

test('default', () => {
  expectTypeOf(describeFailure).returns.toEqualTypeOf<FailureDescription>()
  expectTypeOf(describeFailure('SLIPPAGE', null, { status: 'refund' })).toEqualTypeOf<FailureDescription>()
})

test('parameters: failReason, refundFailReason (string, null or undefined) and optional options', () => {
  expectTypeOf(describeFailure).parameters.toEqualTypeOf<
    [
      failReason: string | null | undefined,
      refundFailReason: string | null | undefined,
      options?: DescribeFailureOptions | undefined,
    ]
  >()
  expectTypeOf<keyof DescribeFailureOptions>().toEqualTypeOf<'status'>()
  expectTypeOf<DescribeFailureOptions['status']>().toEqualTypeOf<string | null | undefined>()
  expectTypeOf(describeFailure).toBeCallableWith(undefined, undefined)
  // @ts-expect-error refundFailReason is required (pass null when there is none)
  describeFailure('SLIPPAGE')
  // @ts-expect-error reasons are strings
  describeFailure(1, null)
})

test('behavior: FailureDescription fields', () => {
  expectTypeOf<Flat<FailureDescription>>().toEqualTypeOf<{
    title: string
    explanation: string
    action: string
    fundsReturned: FundsReturned
    known: boolean
    failReason: string | null
    refundFailReason: string | null
    fail: (ReasonDescription & { known: boolean }) | null
    refundFail: (ReasonDescription & { known: boolean }) | null
  }>()
})

test('behavior: FundsReturned and ReasonDescription', () => {
  expectTypeOf<FundsReturned>().toEqualTypeOf<true | false | 'unknown'>()
  expectTypeOf<ReasonDescription>().toEqualTypeOf<{
    title: string
    explanation: string
    action: string
    fundsReturned: FundsReturned
  }>()
})
