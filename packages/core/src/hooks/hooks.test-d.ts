import type { InfiniteData } from '@tanstack/react-query'
import { expectTypeOf, test } from 'vitest'
import type { CrosspayClient } from '../api/CrosspayClient'
import { type CreateClientParameters, createClient } from '../api/createClient'
import type { FastFillErrorType } from '../api/fastFill'
import type { GetRequestsReturnType } from '../api/getRequests'
import type { FastFillError, FastFillErrorReason } from '../errors/FastFillError'
import type { FastFillVariables } from '../query/fastFill'
import { getAppBalanceQueryKey } from '../query/getAppBalance'
import { getChainsQueryKey } from '../query/getChains'
import { getQuoteQueryKey } from '../query/getQuote'
import { getRequestStatusQueryKey } from '../query/getRequestStatus'
import { getRequestsQueryKey } from '../query/getRequests'
import type { QuoteParametersWarning } from '../quote/validateQuoteParameters'
import type { AppBalancesResponse } from '../schemas/appBalancesResponseSchema'
import type { Chain } from '../schemas/chainSchema'
import type { LenientEnum } from '../schemas/lenientEnum'
import type { Quote } from '../schemas/quoteSchema'
import type { RequestRecord } from '../schemas/requestRecordSchema'
import type { StatusResult } from '../schemas/statusResultSchema'
import { type UseAppBalanceParameters, useAppBalance } from './useAppBalance'
import { type UseChainsParameters, useChains } from './useChains'
import { type UseFastFillParameters, useFastFill } from './useFastFill'
import { type UseQuoteParameters, type UseQuoteReturnType, useQuote } from './useQuote'
import { type UseRequestStatusParameters, useRequestStatus } from './useRequestStatus'
import { type UseRequestsParameters, type UseRequestsReturnType, useRequests } from './useRequests'

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

  expectTypeOf(useRequestStatus({ requestId: '0x1' }).data?.status).toEqualTypeOf<Status | undefined>()
  expectTypeOf(useAppBalance({ wallet: '0x1' }).data).toEqualTypeOf<AppBalancesResponse | undefined>()
  expectTypeOf(useAppBalance({ wallet: '0x1' }).data?.availableBalanceUsd).toEqualTypeOf<number | undefined>()
})

test('behavior: useFastFill variables and its discriminated error', () => {
  const fastFill = useFastFill({ sponsorWallet: '0x1' })
  expectTypeOf(fastFill.variables).toEqualTypeOf<FastFillVariables | undefined>()
  expectTypeOf<FastFillVariables>().toHaveProperty('amountUsd').toEqualTypeOf<number | undefined>()
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
    | 'alreadyFinished'
    | 'forbidden'
    | 'rejected'
  >()
})

test('behavior: every hook takes one parameters object, UseXParameters, wagmi-style', () => {
  // Instantiated with their default `select` result, the hooks take exactly one optional parameters object.
  expectTypeOf(useQuote<Quote>).parameters.toEqualTypeOf<[(UseQuoteParameters | undefined)?]>()
  expectTypeOf(useRequests<InfiniteData<GetRequestsReturnType, string | undefined>>).parameters.toEqualTypeOf<
    [(UseRequestsParameters | undefined)?]
  >()
  expectTypeOf(useRequestStatus<StatusResult>).parameters.toEqualTypeOf<
    [(UseRequestStatusParameters | undefined)?]
  >()
  expectTypeOf(useAppBalance<AppBalancesResponse>).parameters.toEqualTypeOf<
    [(UseAppBalanceParameters | undefined)?]
  >()
  expectTypeOf(useChains<Chain[]>).parameters.toEqualTypeOf<[(UseChainsParameters | undefined)?]>()
  expectTypeOf(useFastFill).parameters.toEqualTypeOf<[(UseFastFillParameters | undefined)?]>()
  expectTypeOf<UseRequestStatusParameters['requestId']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<UseAppBalanceParameters['wallet']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<UseQuoteParameters['amount']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<UseQuoteParameters['debounceMs']>().toEqualTypeOf<number | undefined>()
  // The old positional options are gone.
  // @ts-expect-error paused is now query.enabled
  useQuote({ paused: true })
  // @ts-expect-error enabled lives in query
  useChains({ enabled: false })
  // @ts-expect-error the request id is a named parameter
  useRequestStatus('0x1')
})

test('behavior: query passes TanStack options through, and select shapes data', () => {
  const amount = useQuote({ query: { select: (quote) => quote.details?.currencyOut?.amount } })
  expectTypeOf(amount.data).toEqualTypeOf<string | undefined>()
  expectTypeOf(amount.warnings).toEqualTypeOf<QuoteParametersWarning[]>()
  expectTypeOf(useQuote().data).toEqualTypeOf<Quote | undefined>()
  useQuote({ query: { staleTime: 5_000, placeholderData: (previous) => previous, throwOnError: true } })
  // @ts-expect-error the key and fetcher are crosspay's
  useQuote({ query: { queryKey: ['x'] } })
  // @ts-expect-error enabled is a boolean (crosspay ands it with what the parameters allow)
  useQuote({ query: { enabled: () => true } })

  const status = useRequestStatus({ requestId: '0x1', query: { select: (s) => s.status === 'success' } })
  expectTypeOf(status.data).toEqualTypeOf<boolean | undefined>()
  expectTypeOf(useRequestStatus({ requestId: '0x1' }).data).toEqualTypeOf<StatusResult | undefined>()

  const names = useChains({ query: { select: (chains) => chains.map((c) => c.name) } })
  expectTypeOf(names.data).toEqualTypeOf<string[] | undefined>()
  expectTypeOf(names.depositEnabled).toEqualTypeOf<Chain[]>() // groups read the records, whatever select does

  const available = useAppBalance({ wallet: '0x1', query: { select: (b) => b.availableBalanceUsd } })
  expectTypeOf(available.data).toEqualTypeOf<number | undefined>()

  const ids = useRequests({
    limit: 5,
    query: { select: (d) => d.pages.flatMap((p) => p.requests.map((r) => r.id)) },
  })
  expectTypeOf(ids.data).toEqualTypeOf<string[] | undefined>()
  expectTypeOf(ids.requests).toEqualTypeOf<RequestRecord[]>()
})

test('behavior: mutation callbacks pass through', () => {
  const fastFill = useFastFill({
    sponsorWallet: '0x1',
    mutation: {
      onMutate: (variables) => ({ startedFor: variables.requestId }),
      onSettled: (_data, _error, variables, onMutateResult) => {
        expectTypeOf(variables).toEqualTypeOf<FastFillVariables>()
        expectTypeOf(onMutateResult).toEqualTypeOf<{ startedFor: string } | undefined>()
      },
    },
  })
  expectTypeOf(fastFill.variables).toEqualTypeOf<FastFillVariables | undefined>()
  // @ts-expect-error the mutation function is crosspay's
  useFastFill({ mutation: { mutationFn: async () => ({ message: '' }) } })
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
