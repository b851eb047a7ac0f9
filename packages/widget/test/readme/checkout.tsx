import { CheckoutPanel } from '@crosspay/widget'

// The order comes from your server (its price, your address); the panel pays exactly that, from any chain.
type Order = {
  id: string
  recipient: `0x${string}`
  chainId: number
  currency: `0x${string}`
  amount: string
  status: 'open' | 'paying' | 'paid' | 'expired' | 'refunded' // as your server knows it (poll it)
  requestId: string | null // the request paying (`paying`) or that paid (`paid`) it
}
export function Checkout({ order, connect }: { order: Order; connect: () => void }) {
  return (
    <CheckoutPanel
      recipient={order.recipient} // who is paid, on `chainId`, exactly `amount` (smallest units) of `currency`
      chainId={order.chainId}
      currency={order.currency}
      amount={order.amount}
      reference={order.id} // sent as the quote's `referrer`: your webhook finds the order with it
      order={{ status: order.status, requestId: order.requestId }} // the truth in every browser: Pay only while open
      onPaymentStart={async ({ requestId }) => {
        // your server records the request, and refuses (throw) an order paid or with a payment in flight
        const r = await fetch(`/orders/${order.id}/payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ requestId }),
        })
        if (!r.ok) throw new Error('this order is already being paid')
      }}
      merchantName="Acme"
      onConnectWallet={connect} // without a wallet the buyer can still pay by deposit address
      onPaid={(receipt) => console.log('paid', receipt.reference, receipt.fillTxHashes[0])}
    />
  )
}
