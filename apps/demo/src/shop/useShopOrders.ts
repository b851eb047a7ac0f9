'use client'
import { useQuery } from '@tanstack/react-query'
import type { ShopOrder } from '../../shared/ShopOrder'

/**
 * The shop's newest orders as its server keeps them (`GET /demo/shop/orders`, every 2 seconds): the server's
 * database, so a restart of the server shows the same list.
 */
export function useShopOrders() {
  return useQuery({
    queryKey: ['demo-shop-orders'],
    queryFn: async () => {
      const response = await fetch('/demo/shop/orders')
      if (!response.ok) throw new Error(`the shop answered ${response.status}`)
      return ((await response.json()) as { orders: ShopOrder[] }).orders
    },
    refetchInterval: 2000,
  })
}
