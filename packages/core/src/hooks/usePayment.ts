'use client'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import type { GetQuoteErrorType } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import { getDefaultExecutionStore } from '../execution/store/getDefaultExecutionStore'
import type { ExecutionProgress } from '../execution/types'
import { checkPaymentQuote } from '../payment/checkPaymentQuote'
import { createPaymentLedger, type PaymentLedger } from '../payment/createPaymentLedger'
import type { PaymentMethod, PaymentReceipt, PaymentRequest, PaymentSource } from '../payment/PaymentRequest'
import { toPaymentParameters } from '../payment/toPaymentParameters'
import { toPaymentReceipt } from '../payment/toPaymentReceipt'
import type { PaymentStatus } from '../payment/toPaymentStatus'
import { toPaymentStatus } from '../payment/toPaymentStatus'
import { isSameQuoteParameters } from '../quote/isSameQuoteParameters'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { type UseExecuteQuoteParameters, useExecuteQuote } from './useExecuteQuote'
import { useQuote } from './useQuote'

/** Parameters of {@link usePayment}. */
export type UsePaymentParameters = Omit<UseExecuteQuoteParameters, 'mutation'> & {
  /** What is owed (fixed by the host). */
  payment: PaymentRequest
  /** Where the buyer pays from; nothing is quoted without it. */
  source: PaymentSource | undefined
  /** `wallet` (the connected account pays) or `deposit-address` (no wallet: send to an address). Defaults to `wallet`. */
  method?: PaymentMethod | undefined
  /** The paying wallet (a wallet payment is quoted only once it is known). */
  payer?: string | undefined
  /** Deposit-address payments: where a refund goes (defaults to the service's choice: the sender of the deposit). */
  refundTo?: string | undefined
  /** How long a deposit address stays valid after its quote, ms. Defaults to 10 minutes (the simulator's deadline). */
  depositWindowMs?: number | undefined
  /** Remembers which request pays which `payment.reference`. Defaults to one in `localStorage`. */
  ledger?: PaymentLedger | undefined
  /** Called once per mount when the payment is seen paid (after a resume or reload too). */
  onPaid?: ((receipt: PaymentReceipt) => void) | undefined
}

/** What {@link usePayment} returns. */
export type UsePaymentReturnType = {
  status: PaymentStatus
  /** The quote body for the current source (undefined while `choosing`). */
  parameters: QuoteParameters | undefined
  /** The quote to pay: only one made for exactly `parameters` that delivers exactly what is owed. */
  quote: Quote | undefined
  /** The quote being paid (or resumed), for the progress and the receipt. */
  paidQuote: Quote | undefined
  quoteError: GetQuoteErrorType | null
  /** Why the service's quote was refused (it would not pay exactly what is owed). */
  mismatch: string | undefined
  /** Pays `quote` with `parameters`; does nothing unless `ready` (so never twice for one order). */
  pay(): void
  /** Continues this order's interrupted payment. */
  resume(): void
  /** After a refund or a failure: forgets that request so the order can be paid anew (nothing else). */
  retry(): void
  progress: ExecutionProgress | undefined
  error: ExecutionError | null
  /** Deposit-address payments: where to send exactly what, until `expiresAt` (ms). */
  deposit: (NonNullable<ExecutionProgress['depositAddress']> & { expiresAt: number }) | undefined
  receipt: PaymentReceipt | undefined
}

/**
 * A checkout's payment: quotes `EXACT_OUTPUT` of the owed amount to the fixed recipient from the chosen source,
 * shows only a quote made for the current parameters that delivers exactly what is owed, pays it at most once
 * (a second `pay`, a double click, a reload: the order's request is remembered by its `reference` and resumed or
 * shown paid, never paid again), and follows the request to its end. Composes `useQuote`, `useExecuteQuote` and
 * its tracking; render it inside `WagmiProvider`, `QueryClientProvider` and `CrosspayProvider`.
 *
 * @example
 * const pay = usePayment({ payment: { recipient, chainId: 8453, currency: usdc, amount: '25000000', reference }, source, payer: address })
 * <button disabled={pay.status !== 'ready'} onClick={pay.pay}>Pay</button>
 */
export function usePayment(parameters: UsePaymentParameters): UsePaymentReturnType {
  const {
    payment,
    source,
    method = 'wallet',
    payer,
    refundTo,
    depositWindowMs = 600_000,
    onPaid,
    ...rest
  } = parameters
  const store = rest.store ?? getDefaultExecutionStore()
  const ledger = useMemo(() => parameters.ledger ?? createPaymentLedger(), [parameters.ledger])
  const execution = useExecuteQuote({ ...rest, store })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const bodyKey = JSON.stringify([payment, source, method, payer, refundTo])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `bodyKey` stands for the inputs
  const body = useMemo(() => toPaymentParameters(payment, source, { payer, refundTo, method }), [bodyKey])
  // This order's earlier request (a reload, another mount), found by its reference.
  const earlierId = payment.reference ? ledger.get(payment.reference) : undefined
  const earlier = earlierId ? store.get(earlierId) : undefined
  const busy = execution.status === 'pending' || execution.progress !== undefined || earlier !== undefined
  // No debounce: the body changes only when the source does, and `data` then belongs to exactly this body.
  const q = useQuote({
    ...body,
    client: rest.client,
    debounceMs: 0,
    query: { enabled: Boolean(body) && !busy },
  })
  // Bound to the owed amount: only a quote made for exactly the current body (its query key) is payable.
  const bound = body !== undefined && q.data !== undefined && isSameQuoteParameters(q.dataParameters, body)
  const mismatch = bound ? checkPaymentQuote(q.data as Quote, payment) : undefined
  const quote = bound && !mismatch ? q.data : undefined

  const progress = execution.progress ?? earlier?.progress
  const paidQuote = execution.progress ? store.get(execution.progress.requestId)?.quote : earlier?.quote
  const receipt = useMemo(
    () => toPaymentReceipt(payment, paidQuote, progress),
    [payment, paidQuote, progress],
  )
  const status = toPaymentStatus({
    progress,
    running: execution.status === 'pending',
    interrupted: earlier !== undefined,
    chosen: body !== undefined,
    ready: quote !== undefined,
    refused: Boolean(q.error || mismatch),
  })

  const latest = useRef({ quote, body, status, ledger, reference: payment.reference, execution })
  latest.current = { quote, body, status, ledger, reference: payment.reference, execution }
  const pay = useCallback(() => {
    const { quote, body, status, ledger, reference, execution } = latest.current
    if (status !== 'ready' || !quote || !body) return
    const requestId = quote.steps.find((s) => s.requestId)?.requestId
    if (reference && requestId) ledger.set(reference, requestId) // before anything is sent
    execution.execute(quote, body) // the executor checks the quote against the body (issue 16)
  }, [])
  const resume = useCallback(() => {
    const { status, execution } = latest.current
    if (status === 'resumable' && earlierId) execution.resume(earlierId)
  }, [earlierId])

  const retry = useCallback(() => {
    const { status, ledger, reference, execution } = latest.current
    if (status !== 'refunded' && status !== 'failed') return
    if (reference) ledger.remove(reference)
    execution.reset()
    rerender() // the ledger is not React state
  }, [])

  // A deposit address has nothing to sign: after a reload its tracking simply goes on.
  const autoResume = status === 'resumable' && earlier?.progress.depositAddress !== undefined
  useEffect(() => {
    if (autoResume) resume()
  }, [autoResume, resume])

  useReportPaid(receipt, onPaid)

  const deposit = progress?.depositAddress
    ? {
        ...progress.depositAddress,
        expiresAt:
          (progress.request?.quoteCreatedAt ??
            store.get(progress.requestId)?.createdAt ??
            earlier?.createdAt ??
            Date.now()) + depositWindowMs,
      }
    : undefined
  return {
    status,
    parameters: body,
    quote,
    paidQuote,
    quoteError: body ? q.error : null,
    mismatch,
    pay,
    resume,
    retry,
    progress,
    error: execution.error,
    deposit,
    receipt,
  }
}

/** Calls `onPaid` once per request when its receipt appears (read through a latest-value ref: never an effect dependency). */
function useReportPaid(receipt: PaymentReceipt | undefined, onPaid: UsePaymentParameters['onPaid']) {
  const paidRef = useRef({ onPaid, reported: '' })
  paidRef.current.onPaid = onPaid
  useEffect(() => {
    if (!receipt || paidRef.current.reported === receipt.requestId) return
    paidRef.current.reported = receipt.requestId
    paidRef.current.onPaid?.(receipt)
  }, [receipt])
}
