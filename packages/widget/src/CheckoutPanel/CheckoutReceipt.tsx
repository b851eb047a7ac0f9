'use client'
import type { Chain, ChainCurrency } from '@crosspay/core'
import type { PaymentReceipt } from '@crosspay/core/execution'
import { useContext } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { ExplorerLink } from '../parts/ExplorerLink/ExplorerLink'
import { useRequestRecord } from '../parts/RequestStatusPanel/useRequestRecord'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link CheckoutReceipt}. */
export type CheckoutReceiptProps = {
  receipt: PaymentReceipt
  /** The merchant's token, for the paid amount. */
  token: ChainCurrency | undefined
  chain: (id: number) => Chain | undefined
  merchantName: string | undefined
  /** What the quote asked the buyer to send (smallest units): more than that arriving is an overpayment. */
  quotedInput: string | undefined
}

/** The receipt: what the merchant was paid, from where, the payment (fill) transaction, the order reference. */
export function CheckoutReceipt({ receipt, token, chain, merchantName, quotedInput }: CheckoutReceiptProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const name = (id: number) => chain(id)?.displayName ?? chain(id)?.name ?? String(id)
  const fill = receipt.fillTxHashes[0]
  // A deposit address takes whatever is sent: the record says what arrived (an overpayment's surplus is refunded).
  const record = useRequestRecord(
    receipt.requestId,
    'success',
    receipt.method === 'deposit-address' ? undefined : false,
  )
  const arrived = record?.data?.route?.actual?.origin?.inputCurrency?.amount
  const overpaid = arrived !== undefined && quotedInput !== undefined && BigInt(arrived) > BigInt(quotedInput)
  return (
    <section className="cp-receipt" data-status="paid" aria-labelledby="cp-receipt-title">
      <p className="cp-receipt__badge" role="status" aria-live="polite">
        {m.paid}
      </p>
      <h2 id="cp-receipt-title" className="cp-checkout__title">
        {m.paidTitle(merchantName ?? m.defaultMerchant)}
      </h2>
      <dl className="cp-rows">
        <div className="cp-row">
          <dt>{m.receiptPaid}</dt>
          <dd data-testid="receipt-paid">
            {token ? (
              <Amount
                value={receipt.paid.amount}
                decimals={token.decimals}
                symbol={token.symbol}
                maximumFractionDigits={token.decimals}
              />
            ) : (
              receipt.paid.amount
            )}{' '}
            <span className="cp-muted">· {name(receipt.paid.chainId)}</span>
          </dd>
        </div>
        {/* Paid from another browser (or a forgotten execution): what the buyer sent is not known here. */}
        {receipt.from.amount !== '' && (
          <div className="cp-row">
            <dt>{m.receiptFrom}</dt>
            <dd>
              {receipt.from.decimals !== undefined ? (
                <Amount
                  value={receipt.from.amount}
                  decimals={receipt.from.decimals}
                  symbol={receipt.from.symbol}
                />
              ) : (
                receipt.from.amount
              )}{' '}
              <span className="cp-muted">· {name(receipt.from.chainId)}</span>
            </dd>
          </div>
        )}
        {receipt.reference && (
          <div className="cp-row">
            <dt>{m.receiptReference}</dt>
            <dd data-testid="receipt-reference">{receipt.reference}</dd>
          </div>
        )}
        {fill && (
          <div className="cp-row">
            <dt>{m.receiptFill}</dt>
            <dd>
              <ExplorerLink chain={chain(receipt.paid.chainId)} hash={fill} />
            </dd>
          </div>
        )}
      </dl>
      {overpaid && (
        <p className="cp-checkout__notice" data-state="overpaid">
          {m.overpaid}
        </p>
      )}
    </section>
  )
}
