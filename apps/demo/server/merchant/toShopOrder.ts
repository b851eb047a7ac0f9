import type { MerchantOrder } from '@crosspay/core/server'
import type { ShopOrder } from '../../shared/ShopOrder'

/** A merchant store's order as the shop's page shows it (the item comes from the order's metadata). */
export function toShopOrder(order: MerchantOrder): ShopOrder {
  return {
    id: order.reference,
    item: String(order.metadata.item ?? ''),
    recipient: order.recipient as `0x${string}`,
    chainId: order.chainId,
    currency: order.currency as `0x${string}`,
    amount: order.amount,
    status: order.state,
    requestId: order.requestId,
    requestStatus: order.requestStatus,
    paidBy: order.state === 'paid' ? order.requestId : null,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  }
}
