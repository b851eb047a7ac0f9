import { expectTypeOf, test } from 'vitest'
import type { BaseError } from '../errors/BaseError'
import type { FastFillErrorReason } from '../errors/FastFillError'
import { isSignatureStep } from '../schemas/isSignatureStep'
import { isTransactionStep } from '../schemas/isTransactionStep'
import type { LenientEnum } from '../schemas/lenientEnum'
import type { Step } from '../schemas/stepSchema'
import type { CrosspayClient } from './CrosspayClient'
import type { FastFillErrorType } from './fastFill'
import type { GetQuoteErrorType } from './getQuote'
import { getRequestStatus } from './getRequestStatus'
import type { GetRequestsReturnType } from './getRequests'

declare const client: CrosspayClient
declare const step: Step

test('default: actions return parsed resource types', async () => {
  const status = await getRequestStatus(client, { requestId: '0x1' })
  expectTypeOf(status.status).toEqualTypeOf<
    LenientEnum<'waiting' | 'depositing' | 'pending' | 'submitted' | 'success' | 'failure' | 'refund'>
  >()
  expectTypeOf(status.txHashes).toEqualTypeOf<string[]>()
  expectTypeOf<GetRequestsReturnType['continuation']>().toEqualTypeOf<string | undefined>()
})

test('behavior: error types are BaseErrors', () => {
  expectTypeOf<GetQuoteErrorType>().toExtend<BaseError>()
  expectTypeOf<FastFillErrorType>().toExtend<BaseError>()
  expectTypeOf<
    Extract<FastFillErrorType, { name: 'FastFillError' }>['reason']
  >().toEqualTypeOf<FastFillErrorReason>()
})

test('behavior: step guards narrow items', () => {
  if (isTransactionStep(step)) expectTypeOf(step.items[0]?.data.chainId).toEqualTypeOf<number | undefined>()
  if (isSignatureStep(step))
    expectTypeOf(step.items[0]?.data.sign.signatureKind).toExtend<string | undefined>()
})

test('parameters: requestId is required', async () => {
  // @ts-expect-error requestId is required
  await getRequestStatus(client, {})
})
