'use client'
import type { PaymentStatus, UsePaymentReturnType } from '@crosspay/core/execution'
import { useContext } from 'react'
import { StartErrorNotice } from '../parts/StartErrorNotice/StartErrorNotice'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link CheckoutPending}. */
export type CheckoutPendingProps = {
  /** `unconfirmed`, `checking`, `elsewhere` or `closed`: the checkout's states that offer no Pay. */
  status: Extract<PaymentStatus, 'unconfirmed' | 'checking' | 'elsewhere' | 'closed'>
  payment: Pick<UsePaymentReturnType, 'known' | 'resume' | 'error' | 'progress'>
  /** The merchant's order status, for `closed`. */
  orderStatus: 'expired' | 'refunded' | undefined
}

/**
 * An order this checkout must not offer to pay, said plainly: a payment whose funds may have left and whose end is
 * not known yet (`unconfirmed`: Resume, or Check again without this browser's execution, and the service's live
 * word on it), this browser's earlier payment being looked up (`checking`), a payment in flight the merchant knows
 * of (`elsewhere`), or an order the merchant closed.
 */
export function CheckoutPending({ status, payment, orderStatus }: CheckoutPendingProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const said = payment.known?.request?.status
  const title =
    status === 'unconfirmed'
      ? m.unconfirmedTitle
      : status === 'checking'
        ? m.checkingTitle
        : status === 'elsewhere'
          ? m.elsewhereTitle
          : m.closedTitle
  const body =
    status === 'unconfirmed'
      ? m.unconfirmedBody
      : status === 'checking'
        ? m.checkingBody
        : status === 'elsewhere'
          ? m.elsewhereBody
          : m.closedBody(orderStatus ?? 'expired')
  return (
    <section className="cp-resume cp-checkout__pending" data-state={status} aria-live="polite">
      <p className="cp-resume__title" role="status">
        {title}
      </p>
      <p>{body}</p>
      {said && status !== 'closed' && (
        <p className="cp-muted" data-testid="service-status" data-status={said}>
          {m.serviceSays(messages.status.labels[said] ?? said)}
        </p>
      )}
      {status === 'unconfirmed' && payment.error?.reason === 'load-failed' && (
        <StartErrorNotice error={payment.error} />
      )}
      {status === 'unconfirmed' && (
        // With this browser's execution: resume it (nothing is sent twice); without: ask the service again.
        <button type="button" className="cp-button cp-button--primary" onClick={payment.resume}>
          {payment.progress ? m.resume : m.checkNow}
        </button>
      )}
    </section>
  )
}
