import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
import { executeQuote } from '../execution/executeQuote'
import { useExecuteQuote } from '../hooks/useExecuteQuote'
import * as entry from './execution'

describe('@crosspay/core/execution entry', () => {
  test('default', async () => {
    expect(Object.keys(await import('./execution')).sort()).toMatchInlineSnapshot(`
      [
        "checkPaymentQuote",
        "createExecutionStore",
        "createPaymentLedger",
        "executeClaim",
        "executeQuote",
        "getDefaultExecutionStore",
        "hasNothingToSign",
        "listLockedExecutions",
        "loadExecutionPath",
        "resumeExecution",
        "toPaymentParameters",
        "toPaymentReceipt",
        "toPaymentStatus",
        "useClaimAppFees",
        "useExecuteQuote",
        "useGaslessPlan",
        "usePayment",
      ]
    `)
  })

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL('./execution.ts', import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchInlineSnapshot(`
      [
        "type CreateExecutionStoreOptions",
        "type Emitter",
        "type ExecuteClaimParameters",
        "type ExecuteClaimReturnType",
        "type ExecuteQuoteParameters",
        "type ExecuteQuoteVariables",
        "type ExecutionClaim",
        "type ExecutionEventMap",
        "type ExecutionItemProgress",
        "type ExecutionItemState",
        "type ExecutionPath",
        "type ExecutionProgress",
        "type ExecutionRecord",
        "type ExecutionRecovery",
        "type ExecutionStatus",
        "type ExecutionStepProgress",
        "type ExecutionStorage",
        "type ExecutionStore",
        "type GaslessAuthorization",
        "type GaslessExecuteBody",
        "type GaslessOptions",
        "type GaslessPlan",
        "type PaymentLedger",
        "type PaymentLedgerEntry",
        "type PaymentMethod",
        "type PaymentOrder",
        "type PaymentReceipt",
        "type PaymentRequest",
        "type PaymentSource",
        "type PaymentStatus",
        "type PaymentStatusState",
        "type ResumeExecutionParameters",
        "type SvmExecutionOptions",
        "type SvmWallet",
        "type SvmWalletAccount",
        "type UseClaimAppFeesErrorType",
        "type UseClaimAppFeesParameters",
        "type UseClaimAppFeesReturnType",
        "type UseExecuteQuoteParameters",
        "type UseExecuteQuoteReturnType",
        "type UseGaslessPlanParameters",
        "type UsePaymentParameters",
        "type UsePaymentReturnType",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.executeQuote).toBe(executeQuote)
    expect(entry.useExecuteQuote).toBe(useExecuteQuote)
  })
})
