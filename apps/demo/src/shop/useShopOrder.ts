'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ShopOrder } from '../../shared/ShopOrder'

const read = async (response: Response): Promise<ShopOrder> => {
  if (!response.ok) throw new Error(`the shop answered ${response.status}`)
  return (await response.json()) as ShopOrder
}

/**
 * The shop's order `orderId` as its server sees it (`GET /demo/shop/orders/:id`, every second until it is paid: it
 * turns paid when the service's webhook reaches the server, not from anything this page says), and `open()`, which
 * opens a new order for the sample item at the server's price.
 */
export function useShopOrder(orderId: string | undefined) {
  const queryClient = useQueryClient()
  const order = useQuery({
    queryKey: ['demo-shop-order', orderId],
    enabled: Boolean(orderId),
    queryFn: async () => read(await fetch(`/demo/shop/orders/${encodeURIComponent(orderId ?? '')}`)),
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : 1000),
  })
  const open = useMutation({
    // JSON, like every state-changing request the demo server accepts (it refuses other bodies: cross-site forgery).
    mutationFn: async () =>
      read(
        await fetch('/demo/shop/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    onSuccess: (created) => queryClient.setQueryData(['demo-shop-order', created.id], created),
  })
  return { order, open }
}
