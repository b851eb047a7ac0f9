import { CheckoutPanel } from '@crosspay/widget'

// The order comes from your server (its price, your address); the panel pays exactly that, from any chain.
type Order = {
  id: string
  recipient: `0x${string}`
  chainId: number
  currency: `0x${string}`
  amount: string
}
export function Checkout({ order, connect }: { order: Order; connect: () => void }) {
  return (
    <CheckoutPanel
      recipient={order.recipient} // who is paid, on `chainId`, exactly `amount` (smallest units) of `currency`
      chainId={order.chainId}
      currency={order.currency}
      amount={order.amount}
      reference={order.id} // sent as the quote's `referrer`: your webhook finds the order with it
      merchantName="Acme"
      onConnectWallet={connect} // without a wallet the buyer can still pay by deposit address
      onPaid={(receipt) => console.log('paid', receipt.reference, receipt.fillTxHashes[0])}
    />
  )
}
