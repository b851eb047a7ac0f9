'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ShopOrder } from '../../shared/ShopOrder'

const read = async (response: Response): Promise<ShopOrder> => {
  if (!response.ok) throw new Error(`the shop answered ${response.status}`)
  return (await response.json()) as ShopOrder
}

/**
 * The shop's order `orderId` as its server sees it (`GET /demo/shop/orders/:id`, every second until it is paid: it
 * turns paid when the service's webhook reaches the server, not from anything this page says), `open()`, which
 * opens a new order for the sample item at the server's price, and the checkout's two announcements: `start`
 * (`POST …/payment`: this request is about to pay the order; rejects when the server refuses, 409) and `release`
 * (`DELETE …/payment/:requestId`: that request sent nothing).
 */
export function useShopOrder(orderId: string | undefined) {
  const queryClient = useQueryClient()
  const order = useQuery({
    queryKey: ['demo-shop-order', orderId],
    enabled: Boolean(orderId),
    queryFn: async () => read(await fetch(`/demo/shop/orders/${encodeURIComponent(orderId ?? '')}`)),
    refetchInterval: (query) =>
      query.state.data && ['paid', 'expired', 'refunded'].includes(query.state.data.status) ? false : 1000,
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
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['demo-shop-order', orderId] })
  const start = async ({ reference, requestId }: { reference: string; requestId: string }) => {
    const response = await fetch(`/demo/shop/orders/${encodeURIComponent(reference)}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    })
    refresh()
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      throw new Error(body.error ?? `the shop answered ${response.status}`)
    }
  }
  const release = ({ reference, requestId }: { reference: string; requestId: string }) =>
    void fetch(
      `/demo/shop/orders/${encodeURIComponent(reference)}/payment/${encodeURIComponent(requestId)}`,
      { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: '{}' },
    ).finally(refresh)
  return { order, open, start, release }
}
