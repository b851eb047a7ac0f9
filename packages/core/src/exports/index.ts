// Browser entry of @crosspay/core: what an integrator calls (errors, the types of every response, client and
// actions, query options and keys, hooks and provider, pure logic, app-balance deposits). The response schemas are
// `@crosspay/core/schemas`; retry plumbing is internal (every query options factory applies it).
// Never import src/server/ (or anything Node-only) from here: it is the `@crosspay/core/server` entry.

export type { ActionOptions } from '../api/ActionOptions'
export type { ClientRequestParameters, ClientWarning, CrosspayClient } from '../api/CrosspayClient'
export type {
  ClaimAppFeesErrorType,
  ClaimAppFeesParameters,
  ClaimAppFeesReturnType,
} from '../api/claimAppFees'
export { claimAppFees } from '../api/claimAppFees'
export type {
  CreateClientErrorType,
  CreateClientParameters,
  CreateClientReturnType,
} from '../api/createClient'
export { createClient } from '../api/createClient'
export type { FastFillParameters } from '../api/FastFillParameters'
export type { FastFillErrorType, FastFillReturnType } from '../api/fastFill'
export { fastFill } from '../api/fastFill'
export type {
  GetAppBalanceErrorType,
  GetAppBalanceParameters,
  GetAppBalanceReturnType,
} from '../api/getAppBalance'
export { getAppBalance } from '../api/getAppBalance'
export type { GetChainsErrorType, GetChainsParameters, GetChainsReturnType } from '../api/getChains'
export { getChains } from '../api/getChains'
export type { GetQuoteErrorType, GetQuoteParameters, GetQuoteReturnType } from '../api/getQuote'
export { getQuote } from '../api/getQuote'
export type {
  GetRequestStatusErrorType,
  GetRequestStatusParameters,
  GetRequestStatusReturnType,
} from '../api/getRequestStatus'
export { getRequestStatus } from '../api/getRequestStatus'
export type { GetRequestsErrorType, GetRequestsParameters, GetRequestsReturnType } from '../api/getRequests'
export { getRequests } from '../api/getRequests'
export type {
  GetTokenPriceErrorType,
  GetTokenPriceParameters,
  GetTokenPriceReturnType,
} from '../api/getTokenPrice'
export { getTokenPrice } from '../api/getTokenPrice'
export type {
  EncodeAppBalanceDepositParameters,
  EncodeAppBalanceDepositReturnType,
} from '../appBalance/encodeAppBalanceDeposit'
export { encodeAppBalanceDeposit } from '../appBalance/encodeAppBalanceDeposit'
export type {
  GetAppBalanceDepositRequestParameters,
  GetAppBalanceDepositRequestReturnType,
} from '../appBalance/getAppBalanceDepositRequest'
export { getAppBalanceDepositRequest } from '../appBalance/getAppBalanceDepositRequest'
export type { ClaimableBalance } from '../appBalance/getClaimableBalances'
export { getClaimableBalances } from '../appBalance/getClaimableBalances'
export type { ChainState, ChainStateFlags } from '../chains/getChainState'
export { getChainState } from '../chains/getChainState'
export type { GroupedChains } from '../chains/groupChainsByState'
export { groupChainsByState } from '../chains/groupChainsByState'
export type { BaseErrorParameters, BaseErrorType } from '../errors/BaseError'
export { BaseError } from '../errors/BaseError'
export type { CrosspayProviderNotFoundErrorType } from '../errors/CrosspayProviderNotFoundError'
export { CrosspayProviderNotFoundError } from '../errors/CrosspayProviderNotFoundError'
export type {
  ExecutionErrorParameters,
  ExecutionErrorReason,
  ExecutionErrorType,
  FundsLocation,
} from '../errors/ExecutionError'
export { ExecutionError } from '../errors/ExecutionError'
export type { FastFillErrorParameters, FastFillErrorReason } from '../errors/FastFillError'
export { FastFillError } from '../errors/FastFillError'
export type { HttpRequestErrorParameters, HttpRequestErrorType } from '../errors/HttpRequestError'
export { HttpRequestError } from '../errors/HttpRequestError'
export type {
  InvalidParameterErrorParameters,
  InvalidParameterErrorType,
} from '../errors/InvalidParameterError'
export { InvalidParameterError } from '../errors/InvalidParameterError'
export type { RateLimitErrorParameters, RateLimitErrorType } from '../errors/RateLimitError'
export { RateLimitError } from '../errors/RateLimitError'
export type {
  ResponseShapeErrorParameters,
  ResponseShapeErrorType,
  ResponseShapeIssue,
} from '../errors/ResponseShapeError'
export { ResponseShapeError } from '../errors/ResponseShapeError'
export { failReasons } from '../failures/failReasons'
export { refundFailReasons } from '../failures/refundFailReasons'
export type { FailReason, RefundFailReason } from '../failures/types'
export type { CrosspayProviderProps } from '../hooks/CrosspayProvider'
export { CrosspayProvider } from '../hooks/CrosspayProvider'
export type { InfiniteQueryParameter } from '../hooks/InfiniteQueryParameter'
export type { MutationParameter } from '../hooks/MutationParameter'
export type { QueryParameter } from '../hooks/QueryParameter'
export type { UseAppBalanceParameters, UseAppBalanceReturnType } from '../hooks/useAppBalance'
export { useAppBalance } from '../hooks/useAppBalance'
export type { UseChainsParameters, UseChainsReturnType } from '../hooks/useChains'
export { useChains } from '../hooks/useChains'
export type { UseCrosspayClientParameters } from '../hooks/useCrosspayClient'
export { useCrosspayClient } from '../hooks/useCrosspayClient'
export type { UseFastFillParameters, UseFastFillReturnType } from '../hooks/useFastFill'
export { useFastFill } from '../hooks/useFastFill'
export type { UseQuoteParameters, UseQuoteReturnType } from '../hooks/useQuote'
export { useQuote } from '../hooks/useQuote'
export type { UseRequestStatusParameters, UseRequestStatusReturnType } from '../hooks/useRequestStatus'
export { useRequestStatus } from '../hooks/useRequestStatus'
export type { UseRequestsParameters, UseRequestsReturnType } from '../hooks/useRequests'
export { useRequests } from '../hooks/useRequests'
export type { StatusSocketConstructor } from '../hooks/useStatusSocket'
export type { UseTokenPriceParameters, UseTokenPriceReturnType } from '../hooks/useTokenPrice'
export { useTokenPrice } from '../hooks/useTokenPrice'
export type { FastFillMutationParameters, FastFillVariables } from '../query/fastFill'
export { getFastFillMutationKey, getFastFillMutationOptions } from '../query/fastFill'
export type { GetAppBalanceQueryKey, GetAppBalanceQueryParameters } from '../query/getAppBalance'
export { getAppBalanceQueryKey, getAppBalanceQueryOptions } from '../query/getAppBalance'
export type { GetChainsQueryKey } from '../query/getChains'
export { getChainsQueryKey, getChainsQueryOptions } from '../query/getChains'
export type { GetQuoteQueryKey, GetQuoteQueryParameters } from '../query/getQuote'
export { getQuoteQueryKey, getQuoteQueryOptions } from '../query/getQuote'
export { getRecoveryState, type RecoveryState } from '../query/getRecoveryState'
export type {
  GetRequestStatusQueryKey,
  GetRequestStatusQueryParameters,
  RequestStatusPolling,
} from '../query/getRequestStatus'
export { getRequestStatusQueryKey, getRequestStatusQueryOptions } from '../query/getRequestStatus'
export type { GetRequestsQueryKey, GetRequestsQueryParameters } from '../query/getRequests'
export { getRequestsQueryKey, getRequestsQueryOptions } from '../query/getRequests'
export type { GetTokenPriceQueryKey, GetTokenPriceQueryParameters } from '../query/getTokenPrice'
export { getTokenPriceQueryKey, getTokenPriceQueryOptions } from '../query/getTokenPrice'
export { isSettled } from '../query/isSettled'
export { isTerminalStatus } from '../query/isTerminalStatus'
export { formatDecimalAmount } from '../quote/formatDecimalAmount'
export { isAddressFor } from '../quote/isAddressFor'
export { isQuoteParametersComplete } from '../quote/isQuoteParametersComplete'
export { isSameQuoteParameters } from '../quote/isSameQuoteParameters'
export { parseTokenAmount } from '../quote/parseTokenAmount'
export type { ParseWireAmountOptions } from '../quote/parseWireAmount'
export { parseWireAmount } from '../quote/parseWireAmount'
export type { AppFee, QuoteParameters, SponsoredFeeComponent, TradeType } from '../quote/QuoteParameters'
export type {
  QuoteChainInfo,
  QuoteParametersWarning,
  ValidateQuoteParametersOptions,
  ValidateQuoteParametersReturnType,
} from '../quote/validateQuoteParameters'
export { validateQuoteParameters } from '../quote/validateQuoteParameters'
export { buildRequestsSearchParams } from '../requests/buildRequestsSearchParams'
export type {
  RequestsFeature,
  RequestsFilterFields,
  RequestsFilterGroup,
  RequestsFilterValue,
  RequestsRequestType,
  RequestsSortBy,
  RequestsStatusFilter,
} from '../requests/GetRequestsParameters'
export { notFilter } from '../requests/notFilter'
export type { AppBalance } from '../schemas/appBalanceSchema'
export type { AppBalancesResponse } from '../schemas/appBalancesResponseSchema'
export type { AppFeesRecord } from '../schemas/appFeesRecordSchema'
export type { ChainCurrency } from '../schemas/chainCurrencySchema'
export type { Chain } from '../schemas/chainSchema'
export type { ChainsResponse } from '../schemas/chainsResponseSchema'
export type { ClaimAppFeesResponse } from '../schemas/claimAppFeesResponseSchema'
export type { ClaimConfirmation } from '../schemas/claimConfirmationSchema'
export type { CurrencyAmount } from '../schemas/currencyAmountSchema'
export type { Currency } from '../schemas/currencySchema'
export type { ErrorBody } from '../schemas/errorBodySchema'
export type { FastFillResponse } from '../schemas/fastFillResponseSchema'
export type { FeeSponsorship } from '../schemas/feeSponsorshipSchema'
export { isSignatureStep } from '../schemas/isSignatureStep'
export { isTransactionStep } from '../schemas/isTransactionStep'
export type { QuoteDetails } from '../schemas/quoteDetailsSchema'
export type { QuoteFees } from '../schemas/quoteFeesSchema'
export type { Quote } from '../schemas/quoteSchema'
export type { RequestFees } from '../schemas/requestFeesSchema'
export type { RequestProtocol } from '../schemas/requestProtocolSchema'
export type { RequestRecord } from '../schemas/requestRecordSchema'
export type { RequestRoute } from '../schemas/requestRouteSchema'
export type { RequestsResponse } from '../schemas/requestsResponseSchema'
export type { RequestTx } from '../schemas/requestTxSchema'
export type { SignatureStepItem } from '../schemas/signatureStepItemSchema'
export type { SignatureStep } from '../schemas/signatureStepSchema'
export type { StatusResult } from '../schemas/statusResultSchema'
export type { StepCheck } from '../schemas/stepCheckSchema'
export type { Step } from '../schemas/stepSchema'
export type { Steps } from '../schemas/stepsSchema'
export type { TokenPriceResponse } from '../schemas/tokenPriceResponseSchema'
export type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
export type { TransactionStep } from '../schemas/transactionStepSchema'
export type { UnknownStep } from '../schemas/unknownStepSchema'
export type { UsdAmount } from '../schemas/usdAmountSchema'
export type { BackoffOptions } from '../utils/BackoffOptions'
