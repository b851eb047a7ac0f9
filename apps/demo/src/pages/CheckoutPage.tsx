'use client'
import { CheckoutPanel } from '@crosspay/widget'
import type { DemoTheme } from '../layout/DemoTheme'
import { walletFocusId } from '../layout/walletFocusId'
import { ShopOrderList } from '../shop/ShopOrderList'
import { useShopOrder } from '../shop/useShopOrder'

/** Pay without gas when the buyer lacks it (`POST /execute` through this server's proxy). */
const gasless = {}

/** Props of {@link CheckoutPage}. */
export type CheckoutPageProps = {
  /** The order in the hash (`#/checkout/<order>`), once one is open. */
  orderId: string | undefined
  theme: DemoTheme
  /** The language the demo's switch picked (`undefined`: the browser's), passed on to the checkout.*/
  locale?: string | undefined
}

/**
 * Checkout: a small shop sells one item. "Buy" opens an order on the server (its price, its merchant address); the
 * widget's `CheckoutPanel` pays exactly that, from any chain and token the wallet holds or by deposit address,
 * with the order id as the payment's reference. The order's truth is the server's: the panel gets it as `order`
 * (a paid order, or one with a payment in flight, offers no Pay in any browser), announces each press to the server
 * first (`onPaymentStart`: refused when the order is paid or another payment is in flight) and releases a press
 * that sent nothing. The order card beside it shows the server's view: it turns paid when the service's webhook
 * reaches the server, not from the browser.
 */
export function CheckoutPage({ orderId, theme, locale }: CheckoutPageProps) {
  const { order, open, start, release } = useShopOrder(orderId)
  const buy = () =>
    open.mutate(undefined, {
      onSuccess: (created) => void (window.location.hash = `#/checkout/${created.id}`),
    })
  const current = order.data
  return (
    <div className="demo-checkout">
      <section className="demo-card" aria-labelledby="item-heading">
        <h2 id="item-heading">Field notebook</h2>
        <p className="demo-muted">A5, dotted, 120 pages. 25 USDC on Base, paid from any chain.</p>
        {current ? (
          <p className="demo-order" data-status={current.status} aria-live="polite">
            Order <code>{current.id}</code>:{' '}
            <strong data-testid="order-status">
              {current.status === 'paid'
                ? 'paid'
                : current.status === 'paying'
                  ? 'payment in progress'
                  : current.status === 'open'
                    ? 'awaiting payment'
                    : current.status}
            </strong>
            {current.paidBy ? (
              <>
                {' '}
                by <a href={`#/status/${current.paidBy}`}>its request</a> (the server heard it from the
                service's webhook)
              </>
            ) : null}
          </p>
        ) : (
          <button type="button" onClick={buy} disabled={open.isPending}>
            Buy
          </button>
        )}
        {open.error || order.error ? <p role="alert">{(open.error ?? order.error)?.message}</p> : null}
      </section>
      {current ? (
        <CheckoutPanel
          theme={theme}
          locale={locale}
          recipient={current.recipient}
          chainId={current.chainId}
          currency={current.currency}
          amount={current.amount}
          reference={current.id}
          order={{ status: current.status, requestId: current.paidBy ?? current.payingWith }}
          onPaymentStart={start}
          onPaymentReleased={release}
          merchantName="The demo shop"
          // A buyer short of gas who can sign the EIP-7702 upgrade (the no-gas development account) pays without it.
          gasless={gasless}
          onConnectWallet={() => document.getElementById(walletFocusId)?.focus()}
        />
      ) : null}
      <ShopOrderList currentId={orderId} />
    </div>
  )
}
