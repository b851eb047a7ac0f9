'use client'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { PaymentLedger } from '../payment/createPaymentLedger'
import type { PaymentLedgerEntry } from '../payment/PaymentLedgerEntry'

/**
 * The ledger entry of `reference`, read through `useSyncExternalStore`: a write by this page or another tab (the
 * `storage` event) re-renders at once. Undefined without a reference or an entry.
 *
 * @example
 * const entry = usePaymentLedgerEntry(ledger, payment.reference)
 */
export function usePaymentLedgerEntry(
  ledger: PaymentLedger,
  reference: string | undefined,
): PaymentLedgerEntry | undefined {
  // The snapshot is the entry's JSON: a string compares by value, so an unchanged entry never re-renders.
  const read = useCallback(
    () => (reference ? JSON.stringify(ledger.get(reference) ?? null) : 'null'),
    [ledger, reference],
  )
  const raw = useSyncExternalStore(ledger.subscribe, read, read)
  return useMemo(() => (JSON.parse(raw) as PaymentLedgerEntry | null) ?? undefined, [raw])
}
