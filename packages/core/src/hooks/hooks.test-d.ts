import { expectTypeOf, test } from 'vitest'
import type { CrosspayClient } from '../api/CrosspayClient'
import { type CreateClientParameters, createClient } from '../api/createClient'
import type { FastFillErrorType } from '../api/fastFill'
import type { FastFillError, FastFillErrorReason } from '../errors/FastFillError'
import { getAppBalanceQueryKey } from '../query/getAppBalance'
import { getChainsQueryKey } from '../query/getChains'
import { getQuoteQueryKey } from '../query/getQuote'
import { getRequestStatusQueryKey } from '../query/getRequestStatus'
import { getRequestsQueryKey } from '../query/getRequests'
import type { QuoteParametersWarning } from '../quote/validateQuoteParameters'
import type { AppBalancesResponse } from '../schemas/appBalancesResponseSchema'
import type { Chain } from '../schemas/chainSchema'
import type { LenientEnum } from '../schemas/lenientEnum'
import type { RequestRecord } from '../schemas/requestRecordSchema'
import { type UseAppBalanceOptions, type UseAppBalanceParameters, useAppBalance } from './useAppBalance'
import { type UseChainsOptions, useChains } from './useChains'
import { type UseFastFillOptions, type UseFastFillParameters, useFastFill } from './useFastFill'
import { type UseQuoteOptions, type UseQuoteParameters, type UseQuoteReturnType, useQuote } from './useQuote'
import {
  type UseRequestStatusOptions,
  type UseRequestStatusParameters,
  useRequestStatus,
} from './useRequestStatus'
import {
  type UseRequestsOptions,
  type UseRequestsParameters,
  type UseRequestsReturnType,
  useRequests,
} from './useRequests'

type Status = LenientEnum<
  'waiting' | 'depositing' | 'pending' | 'submitted' | 'success' | 'failure' | 'refund'
>

test('default: hook return types', () => {
  expectTypeOf<UseQuoteReturnType['warnings']>().toEqualTypeOf<QuoteParametersWarning[]>()
  expectTypeOf<UseQuoteReturnType['warnings'][number]['code']>().toEqualTypeOf<
    | 'RENT_WITHOUT_SUBSIDIZE_FEES'
    | 'CAP_WITHOUT_SPONSORSHIP'
    | 'COMPONENTS_WITHOUT_SUBSIDIZE_FEES'
    | 'APP_FEES_NEVER_SPONSORED'
    | 'DEPOSIT_ADDRESS_CAP_ALL_OR_NOTHING'
    | 'PERMIT_FIRST_APPROVAL_NOT_SPONSORED'
  >()
  expectTypeOf<UseRequestsReturnType['requests']>().toEqualTypeOf<RequestRecord[]>()
  expectTypeOf<UseRequestsReturnType['total']>().toEqualTypeOf<number | undefined>()

  const chains = useChains()
  expectTypeOf(chains.data).toEqualTypeOf<Chain[] | undefined>()
  expectTypeOf(chains.disabled).toEqualTypeOf<Chain[]>()
  expectTypeOf(chains.degraded).toEqualTypeOf<Chain[]>()
  expectTypeOf(chains.depositEnabled).toEqualTypeOf<Chain[]>()

  expectTypeOf(useRequestStatus('0x1').data?.status).toEqualTypeOf<Status | undefined>()
  expectTypeOf(useAppBalance('0x1').data).toEqualTypeOf<AppBalancesResponse | undefined>()
  expectTypeOf(useAppBalance('0x1').data?.availableBalanceUsd).toEqualTypeOf<number | undefined>()
})

test('behavior: useFastFill variables and its discriminated error', () => {
  const fastFill = useFastFill({ sponsorWallet: '0x1' })
  expectTypeOf(fastFill.variables).toEqualTypeOf<UseFastFillParameters | undefined>()
  expectTypeOf<UseFastFillParameters>().toHaveProperty('amountUsd').toEqualTypeOf<number | undefined>()
  expectTypeOf(fastFill.error).toEqualTypeOf<FastFillErrorType | null>()
  const error = fastFill.error
  if (error?.name === 'FastFillError') {
    expectTypeOf(error).toExtend<FastFillError>()
    expectTypeOf(error.reason).toEqualTypeOf<FastFillErrorReason>()
    expectTypeOf(error.status).toEqualTypeOf<number | undefined>()
  }
  if (error?.name === 'InvalidParameterError') expectTypeOf(error.parameter).toEqualTypeOf<string>()
  expectTypeOf<FastFillErrorReason>().toEqualTypeOf<
    | 'insufficientBalance'
    | 'noSponsorWallet'
    | 'overMaxFillAmount'
    | 'unauthorized'
    | 'notFound'
    | 'alreadyProcessing'
    | 'forbidden'
    | 'rejected'
  >()
})

test('behavior: the naming lattice: UseXParameters is the input, UseXOptions the options', () => {
  expectTypeOf(useQuote).parameters.toEqualTypeOf<[UseQuoteParameters, (UseQuoteOptions | undefined)?]>()
  expectTypeOf(useRequests).parameters.toEqualTypeOf<
    [(UseRequestsParameters | undefined)?, (UseRequestsOptions | undefined)?]
  >()
  expectTypeOf(useRequestStatus).parameters.toEqualTypeOf<
    [UseRequestStatusParameters, (UseRequestStatusOptions | undefined)?]
  >()
  expectTypeOf<UseRequestStatusParameters>().toEqualTypeOf<string | undefined>()
  expectTypeOf(useAppBalance).parameters.toEqualTypeOf<
    [UseAppBalanceParameters, (UseAppBalanceOptions | undefined)?]
  >()
  expectTypeOf<UseAppBalanceParameters>().toEqualTypeOf<string | undefined>()
  expectTypeOf(useChains).parameters.toEqualTypeOf<[(UseChainsOptions | undefined)?]>()
  expectTypeOf(useFastFill).parameters.toEqualTypeOf<[(UseFastFillOptions | undefined)?]>()
})

test('parameters: createClient', () => {
  expectTypeOf<CreateClientParameters['authScheme']>().toEqualTypeOf<'x-api-key' | 'bearer' | undefined>()
  expectTypeOf<CreateClientParameters['fetch']>().toEqualTypeOf<
    ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) | undefined
  >()
  expectTypeOf(createClient({ baseUrl: '/api' })).toEqualTypeOf<CrosspayClient>()
  // @ts-expect-error 'basic' is not an auth scheme
  createClient({ baseUrl: '/api', authScheme: 'basic' })
  // @ts-expect-error baseUrl is required
  createClient({ apiKey: 'k' })
})

test('behavior: query keys are [name, {baseUrl, keyId?, ...parameters}]', () => {
  expectTypeOf(getChainsQueryKey({ baseUrl: 'x' })).toEqualTypeOf<
    readonly ['chains', { baseUrl: string; keyId?: string | undefined }]
  >()
  const quoteKey = getQuoteQueryKey({ baseUrl: 'x', amount: '1' })
  expectTypeOf(quoteKey[0]).toEqualTypeOf<'quote'>()
  expectTypeOf(quoteKey[1].baseUrl).toEqualTypeOf<string>()
  expectTypeOf(quoteKey[1].keyId).toEqualTypeOf<string | undefined>()
  expectTypeOf(quoteKey[1].amount).toEqualTypeOf<string | undefined>()
  const statusKey = getRequestStatusQueryKey({ baseUrl: 'x', requestId: '0x1' })
  expectTypeOf(statusKey[0]).toEqualTypeOf<'requestStatus'>()
  expectTypeOf(statusKey[1].requestId).toEqualTypeOf<string | undefined>()
  const balanceKey = getAppBalanceQueryKey({ baseUrl: 'x', wallet: '0x1' })
  expectTypeOf(balanceKey[0]).toEqualTypeOf<'appBalance'>()
  expectTypeOf(balanceKey[1].wallet).toEqualTypeOf<string | undefined>()
  const requestsKey = getRequestsQueryKey({ baseUrl: 'x' })
  expectTypeOf(requestsKey[0]).toEqualTypeOf<'requests'>()
  expectTypeOf(requestsKey[1].baseUrl).toEqualTypeOf<string>()
  // @ts-expect-error the base URL is in every key
  getQuoteQueryKey({ amount: '1' })
})
