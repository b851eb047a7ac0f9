import type { MerchantOrder } from '@crosspay/core/server'
import type { ShopOrder } from '../../shared/ShopOrder'

/** A merchant store's order as the shop's page reads it (an open order with a request in flight is `paying`). */
export function toShopOrder(order: MerchantOrder): ShopOrder {
  const paying = order.state === 'open' && order.requestId !== null
  return {
    id: order.reference,
    item: String(order.metadata.item ?? ''),
    recipient: order.recipient as `0x${string}`,
    chainId: order.chainId,
    currency: order.currency as `0x${string}`,
    amount: order.amount,
    status: paying ? 'paying' : order.state,
    payingWith: paying ? order.requestId : null,
    payingSince: paying ? order.requestAt : null,
    requestStatus: paying ? order.requestStatus : null,
    paidBy: order.state === 'paid' ? order.requestId : null,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  }
}
