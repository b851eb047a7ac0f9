// `@crosspay/core/execution`: the step executor on @wagmi/core and its React hook. A separate entry so that an
// app that only quotes and tracks (`useQuote`, `useRequestStatus`) does not carry it.
export type { Emitter } from '../execution/createEmitter'
export type { ExecuteClaimParameters, ExecuteClaimReturnType } from '../execution/executeClaim'
export { executeClaim } from '../execution/executeClaim'
export type { ExecuteQuoteParameters } from '../execution/executeQuote'
export { executeQuote } from '../execution/executeQuote'
export type { ExecutionPath } from '../execution/executionPath'
export type { GaslessAuthorization, GaslessExecuteBody } from '../execution/gasless/GaslessExecuteBody'
export type { GaslessOptions } from '../execution/gasless/GaslessOptions'
export type { GaslessPlan } from '../execution/gasless/GaslessPlan'
export { hasNothingToSign } from '../execution/hasNothingToSign'
export { loadExecutionPath } from '../execution/loadExecutionPath'
export type { ResumeExecutionParameters } from '../execution/resumeExecution'
export { resumeExecution } from '../execution/resumeExecution'
export type { CreateExecutionStoreOptions, ExecutionStore } from '../execution/store/createExecutionStore'
export { createExecutionStore } from '../execution/store/createExecutionStore'
export { getDefaultExecutionStore } from '../execution/store/getDefaultExecutionStore'
export { listLockedExecutions } from '../execution/store/listLockedExecutions'
export type { SvmExecutionOptions, SvmWallet, SvmWalletAccount } from '../execution/svm/SvmWallet'
export type {
  ExecutionClaim,
  ExecutionEventMap,
  ExecutionItemProgress,
  ExecutionItemState,
  ExecutionProgress,
  ExecutionRecord,
  ExecutionRecovery,
  ExecutionStatus,
  ExecutionStepProgress,
  ExecutionStorage,
} from '../execution/types'
export type {
  UseClaimAppFeesErrorType,
  UseClaimAppFeesParameters,
  UseClaimAppFeesReturnType,
} from '../hooks/useClaimAppFees'
export { useClaimAppFees } from '../hooks/useClaimAppFees'
export type {
  ExecuteQuoteVariables,
  UseExecuteQuoteParameters,
  UseExecuteQuoteReturnType,
} from '../hooks/useExecuteQuote'
export { useExecuteQuote } from '../hooks/useExecuteQuote'
export type { UseGaslessPlanParameters } from '../hooks/useGaslessPlan'
export { useGaslessPlan } from '../hooks/useGaslessPlan'
export type { UsePaymentParameters, UsePaymentReturnType } from '../hooks/usePayment'
export { usePayment } from '../hooks/usePayment'
export { checkPaymentQuote } from '../payment/checkPaymentQuote'
export type { PaymentLedger } from '../payment/createPaymentLedger'
export { createPaymentLedger } from '../payment/createPaymentLedger'
export type { PaymentLedgerEntry } from '../payment/PaymentLedgerEntry'
export type { PaymentOrder } from '../payment/PaymentOrder'
export type {
  PaymentMethod,
  PaymentReceipt,
  PaymentRequest,
  PaymentSource,
} from '../payment/PaymentRequest'
export { toPaymentParameters } from '../payment/toPaymentParameters'
export { toPaymentReceipt } from '../payment/toPaymentReceipt'
export type { PaymentStatus, PaymentStatusState } from '../payment/toPaymentStatus'
export { toPaymentStatus } from '../payment/toPaymentStatus'
