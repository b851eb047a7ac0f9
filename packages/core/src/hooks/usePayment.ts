'use client'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GetQuoteErrorType } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import { hasNothingToSign } from '../execution/hasNothingToSign'
import { getDefaultExecutionStore } from '../execution/store/getDefaultExecutionStore'
import type { ExecutionProgress } from '../execution/types'
import { checkPaymentQuote } from '../payment/checkPaymentQuote'
import { createPaymentLedger, type PaymentLedger } from '../payment/createPaymentLedger'
import { hasSvmItems } from '../payment/hasSvmItems'
import type { PaymentLedgerEntry } from '../payment/PaymentLedgerEntry'
import type { PaymentOrder } from '../payment/PaymentOrder'
import type { PaymentMethod, PaymentReceipt, PaymentRequest, PaymentSource } from '../payment/PaymentRequest'
import { toPaymentParameters } from '../payment/toPaymentParameters'
import { toPaymentReceipt } from '../payment/toPaymentReceipt'
import type { PaymentStatus } from '../payment/toPaymentStatus'
import { toPaymentStatus } from '../payment/toPaymentStatus'
import { getRequestStatusQueryOptions } from '../query/getRequestStatus'
import { isSettled } from '../query/isSettled'
import { isTerminalStatus } from '../query/isTerminalStatus'
import { isSameQuoteParameters } from '../quote/isSameQuoteParameters'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import type { StatusResult } from '../schemas/statusResultSchema'
import { useCrosspayClient } from './useCrosspayClient'
import { type UseExecuteQuoteParameters, useExecuteQuote } from './useExecuteQuote'
import { usePaymentLedgerEntry } from './usePaymentLedgerEntry'
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
  /**
   * The order as the merchant's server knows it (`open`, `paying` with its request, `paid`, `expired`, `refunded`):
   * the truth in every browser. Pay is offered only while it is `open` (or not given); a `paid` order shows the
   * receipt, a payment in flight is followed on the service. Keep it fresh (poll the server, or push).
   */
  order?: PaymentOrder | undefined
  /**
   * Called at the press, holding the order's lock, before anything is recorded or sent: tell the merchant's server
   * that `requestId` is about to pay `reference`. Throw (or reject) to refuse: nothing is sent, the error is on
   * `startError`. The server refuses an order it knows as paid or paid by another request in flight.
   */
  onPaymentStart?: ((start: { reference: string; requestId: string }) => void | Promise<void>) | undefined
  /**
   * Called when the buyer starts again after a request that sent nothing or was refunded: the merchant's server
   * may let the order be paid by another request.
   */
  onPaymentReleased?: ((release: { reference: string; requestId: string }) => void) | undefined
  /** Remembers which request pays which `payment.reference`, and what is known of it. Defaults to one in `localStorage`. */
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
  /**
   * Pays `quote` with `parameters`; does nothing unless `ready`. With a `reference`, it holds the order's lock
   * (`crosspay.payment.<reference>`), reads the ledger again (another tab may have started), asks `onPaymentStart`,
   * writes the ledger, then sends: never twice for one order.
   */
  pay(): void
  /** Continues this order's stopped or interrupted payment, and asks the service where it stands. */
  resume(): void
  /** Only when nothing was sent or it was refunded (`canStartAgain`): lets the order be paid anew by another request. */
  retry(): void
  /** True when `retry` may start the order anew: the request's funds never left, or came back. */
  canStartAgain: boolean
  /** The request this order is known by (this page's, the ledger's or the merchant's), and the service's word on it. */
  known: { requestId: string; request: StatusResult | undefined } | undefined
  progress: ExecutionProgress | undefined
  error: ExecutionError | null
  /** Why the last press did not start (the merchant's server refused it: `onPaymentStart` threw). */
  startError: Error | null
  /** Deposit-address payments: where to send exactly what, until `expiresAt` (ms). */
  deposit: (NonNullable<ExecutionProgress['depositAddress']> & { expiresAt: number }) | undefined
  receipt: PaymentReceipt | undefined
}

const holdsOrder = (entry: PaymentLedgerEntry | undefined): entry is PaymentLedgerEntry =>
  entry !== undefined && entry.state !== 'released' && entry.state !== 'refunded'

/**
 * A checkout's payment: quotes `EXACT_OUTPUT` of the owed amount to the fixed recipient from the chosen source,
 * shows only a quote made for the current parameters that delivers exactly what is owed, pays it at most once per
 * `reference`, and follows the request to its end. The order's truth is the merchant's (`order`): a paid order, or
 * one with a payment in flight, offers no Pay in any browser. This browser's ledger keeps the order's request and
 * what is known of it beyond the execution store; before Pay is offered again the service is asked where that
 * request stands, and a press holds the order's lock until the ledger is written. A status follows where the funds
 * are: a run that stopped after its deposit is `unconfirmed` (resume and check), never `failed`. Composes
 * `useQuote`, `useExecuteQuote` and the request's status query; render it inside `WagmiProvider`, `QueryClientProvider`
 * and `CrosspayProvider`.
 *
 * @example
 * const pay = usePayment({ payment: { recipient, chainId: 8453, currency: usdc, amount: '25000000', reference }, source, payer: address, order })
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
    order,
    onPaymentStart,
    onPaymentReleased,
    onPaid,
    ledger: ledgerOverride,
    ...rest
  } = parameters
  const store = rest.store ?? getDefaultExecutionStore()
  const ledger = useMemo(() => ledgerOverride ?? createPaymentLedger(), [ledgerOverride])
  const execution = useExecuteQuote({ ...rest, store })
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<Error | null>(null)
  const bodyKey = JSON.stringify([payment, source, method, payer, refundTo])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `bodyKey` stands for the inputs
  const body = useMemo(() => toPaymentParameters(payment, source, { payer, refundTo, method }), [bodyKey])
  // This order's request in this browser (a reload, another tab, another mount), found by its reference.
  const entry = usePaymentLedgerEntry(ledger, payment.reference)
  const earlierId = holdsOrder(entry) ? entry.requestId : undefined
  const earlier = earlierId ? store.get(earlierId) : undefined
  const interrupted =
    earlier !== undefined &&
    !isSettled(earlier.progress) &&
    execution.unfinished.some((r) => r.requestId.toLowerCase() === earlier.requestId.toLowerCase())
  const progress = execution.progress ?? earlier?.progress
  const running = starting || execution.status === 'pending'
  // The merchant still names a request this browser saw end with nothing sent, or refunded (it was told): open.
  const releasedHere =
    order?.status === 'paying' &&
    (entry?.state === 'released' || entry?.state === 'refunded') &&
    entry.requestId.toLowerCase() === order.requestId?.toLowerCase()
  const orderNow: PaymentOrder | undefined = releasedHere ? { status: 'open' } : order
  const merchantId =
    (orderNow?.status === 'paying' || orderNow?.status === 'paid') && orderNow.requestId
      ? orderNow.requestId
      : undefined
  // The request to ask the service about: this page's, the ledger's, else the one the merchant names.
  const knownId = progress?.requestId ?? earlierId ?? merchantId
  // The service's word on it, polled until it ends (the status query itself: no stream, so the checkout's first
  // load carries no websocket code).
  const client = useCrosspayClient({ client: rest.client })
  const statusOptions = getRequestStatusQueryOptions(client, { requestId: knownId })
  const live = useQuery({
    ...statusOptions,
    enabled: statusOptions.enabled && !running && !isTerminalStatus(progress?.status),
  })
  const serviceSaid = live.data ?? (live.error ? { status: 'unanswered' } : undefined)
  const request = live.data ?? progress?.request
  const known = useMemo(() => (knownId ? { requestId: knownId, request } : undefined), [knownId, request])

  const offerPay =
    !running && !holdsOrder(entry) && progress === undefined && (orderNow?.status ?? 'open') === 'open'
  // No debounce: the body changes only when the source does, and `data` then belongs to exactly this body.
  const q = useQuote({
    ...body,
    client: rest.client,
    debounceMs: 0,
    query: { enabled: Boolean(body) && offerPay },
  })
  // Bound to the owed amount: only a quote made for exactly the current body (its query key) is payable.
  const bound = body !== undefined && q.data !== undefined && isSameQuoteParameters(q.dataParameters, body)
  // A Solana deposit is read by its own check, loaded only when a quote has one (an EVM-only checkout never loads it);
  // until it is there the quote is not offered.
  const svm = bound && hasSvmItems(q.data as Quote)
  const svmCheck = useQuery({
    queryKey: ['crosspay', 'checkSvmPaymentItems'],
    queryFn: async () => (await import('../payment/checkSvmPaymentItems')).checkSvmPaymentItems,
    enabled: svm,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const checking = svm && svmCheck.isPending && svmCheck.fetchStatus !== 'idle'
  const mismatch =
    bound && !checking ? checkPaymentQuote(q.data as Quote, payment, { svm: svmCheck.data }) : undefined
  const quote = bound && !checking && !mismatch ? q.data : undefined

  const paidQuote = execution.progress ? store.get(execution.progress.requestId)?.quote : earlier?.quote
  const status = toPaymentStatus({
    progress,
    running,
    interrupted,
    order: orderNow,
    entry,
    service: serviceSaid,
    chosen: body !== undefined,
    ready: quote !== undefined && offerPay,
    refused: Boolean(q.error || mismatch),
  })
  const receipt = useMemo(
    () =>
      status === 'paid'
        ? toPaymentReceipt(payment, paidQuote, progress, known ?? { requestId: '', request: undefined })
        : undefined,
    [status, payment, paidQuote, progress, known],
  )
  const funds = progress?.funds
  const canStartAgain =
    status === 'refunded' || (status === 'failed' && progress !== undefined && funds === 'not-sent')

  const hostRef = useRef({ onPaymentStart, onPaymentReleased })
  hostRef.current = { onPaymentStart, onPaymentReleased }
  useRecordInLedger(
    { ledger, reference: payment.reference, entry, progress, status, hostRef },
    serviceSaid?.status,
  )

  const latest = useRef({ quote, body, status, ledger, reference: payment.reference, execution })
  latest.current = { quote, body, status, ledger, reference: payment.reference, execution }
  const pressing = useRef(false)
  const pay = useCallback(() => {
    const { quote, body, status, ledger, reference } = latest.current
    if (status !== 'ready' || !quote || !body || pressing.current) return
    const requestId = quote.steps.find((s) => s.requestId)?.requestId
    if (!reference || !requestId) return latest.current.execution.execute(quote, body)
    pressing.current = true
    setStarting(true)
    setStartError(null)
    ledger
      .lock(reference, async () => {
        // Another tab may have started this order since this page last rendered.
        if (holdsOrder(ledger.get(reference))) return false
        await hostRef.current.onPaymentStart?.({ reference, requestId })
        ledger.set(reference, { requestId, state: 'started', at: Date.now() }) // before anything is sent
        return true
      })
      .then(
        (started) => {
          if (!started) return
          // Checked against the body (issue 16). A run that stops before it stored anything (its code did not
          // load) sent nothing: the order is released at once, and Try again may start it anew.
          latest.current.execution.executeAsync(quote, body).catch((error: { funds?: string }) => {
            if (error?.funds !== 'not-sent' || store.get(requestId)) return
            ledger.set(reference, { requestId, state: 'released', at: Date.now() })
            hostRef.current.onPaymentReleased?.({ reference, requestId })
          })
        },
        (error: unknown) => setStartError(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        pressing.current = false
        setStarting(false)
      })
  }, [store])
  const refetch = live.refetch
  const resume = useCallback(() => {
    const { status, execution } = latest.current
    if (status !== 'resumable' && status !== 'unconfirmed') return
    if (earlierId && store.get(earlierId)) execution.resume(earlierId)
    void refetch()
  }, [earlierId, store, refetch])

  const releasedId = known?.requestId
  const retry = useCallback(() => {
    const { ledger, reference, execution } = latest.current
    if (!canStartAgain) return
    if (reference && releasedId) {
      // Kept as `released` (never removed): a merchant that still names this request knows it sent nothing.
      const entry = ledger.get(reference)
      if (entry && (entry.state === 'started' || entry.state === 'sent'))
        ledger.set(reference, { ...entry, state: 'released', at: Date.now() })
      hostRef.current.onPaymentReleased?.({ reference, requestId: releasedId })
    }
    execution.reset()
  }, [canStartAgain, releasedId])

  // After a reload, a payment with nothing left to sign (its deposit sent, or a deposit address) is tracked at once.
  const autoResume = interrupted && earlier !== undefined && hasNothingToSign(earlier)
  useEffect(() => {
    if (autoResume && earlierId) latest.current.execution.resume(earlierId)
  }, [autoResume, earlierId])

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
    quote: offerPay ? quote : undefined,
    paidQuote,
    quoteError: body && offerPay ? q.error : null,
    mismatch,
    pay,
    resume,
    retry,
    canStartAgain,
    known,
    progress,
    error: execution.error,
    startError,
    deposit,
    receipt,
  }
}

/**
 * Keeps the order's ledger entry up to date with what is known of its request: `sent` once funds left (or may
 * have), `paid` / `refunded` once it ended so, `released` when it stopped with nothing sent. Only the entry's own
 * request is recorded: a stale page never overwrites another tab's newer request.
 */
function useRecordInLedger(
  state: {
    ledger: PaymentLedger
    reference: string | undefined
    entry: PaymentLedgerEntry | undefined
    progress: ExecutionProgress | undefined
    status: PaymentStatus
    hostRef: { current: Pick<UsePaymentParameters, 'onPaymentReleased'> }
  },
  serviceStatus: string | undefined,
) {
  const { ledger, reference, entry, progress, status, hostRef } = state
  const next: PaymentLedgerEntry['state'] | undefined =
    status === 'paid'
      ? 'paid'
      : status === 'refunded'
        ? 'refunded'
        : status === 'failed' && progress?.funds === 'not-sent'
          ? 'released'
          : progress && progress.funds !== 'not-sent'
            ? 'sent'
            : serviceStatus && serviceStatus !== 'waiting' && serviceStatus !== 'unanswered'
              ? 'sent'
              : undefined
  const id = progress?.requestId ?? entry?.requestId
  useEffect(() => {
    if (!reference || !next || !entry || !id || entry.requestId.toLowerCase() !== id.toLowerCase()) return
    if (entry.state === next || entry.state === 'paid') return
    ledger.set(reference, { requestId: entry.requestId, state: next, at: Date.now() })
    // Nothing left the wallet: the merchant's server may let the order be paid by another request.
    if (next === 'released') hostRef.current.onPaymentReleased?.({ reference, requestId: entry.requestId })
  }, [ledger, reference, entry, id, next, hostRef])
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
