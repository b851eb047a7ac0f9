'use client'
import type { ShopOrder } from '../../shared/ShopOrder'
import { useShopOrders } from './useShopOrders'

/** Props of {@link ShopOrderList}. */
export type ShopOrderListProps = {
  /** The order on screen, marked in the list. */
  currentId: string | undefined
}

const labels: Record<ShopOrder['status'], string> = {
  open: 'awaiting payment',
  paying: 'payment in flight',
  paid: 'paid',
  expired: 'expired',
  refunded: 'refunded',
}

/** What a row says about where an order stands: its state, and the request in flight while open. */
const describe = (order: ShopOrder) =>
  order.status === 'paying' && order.requestStatus
    ? `${labels.paying} (${order.requestStatus})`
    : labels[order.status]

/**
 * The shop's orders as the server's database holds them, newest first: each links to its checkout and shows its
 * state (`data-status` on the row).
 */
export function ShopOrderList({ currentId }: ShopOrderListProps) {
  const orders = useShopOrders()
  return (
    <section className="demo-card" aria-labelledby="orders-heading">
      <h2 id="orders-heading">Orders</h2>
      {orders.error ? <p role="alert">{orders.error.message}</p> : null}
      {orders.data && orders.data.length === 0 ? <p className="demo-muted">No orders yet.</p> : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="demo-orders" data-testid="shop-orders">
          {orders.data.map((order) => (
            <li
              key={order.id}
              className="demo-orders__row"
              data-status={order.status}
              aria-current={order.id === currentId ? 'true' : undefined}
            >
              <a href={`#/checkout/${order.id}`}>
                <code>{order.id}</code>
              </a>
              <span className="demo-orders__state">{describe(order)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="demo-muted">Kept in the server's database: they are still here after a restart.</p>
    </section>
  )
}
