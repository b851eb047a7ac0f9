'use client'
import { WidgetRoot } from '../root/WidgetRoot'
import { CheckoutPanelBody } from './CheckoutPanelBody'
import type { CheckoutPanelProps } from './CheckoutPanelProps'
import { useBuyerWallets } from './useBuyerWallets'

/**
 * A checkout: the merchant is paid exactly `amount` of `currency` on `chainId`, to `recipient`, from any chain and
 * token the buyer holds. The buyer sees what is owed (in the token and in USD), picks where to pay from among the
 * balances of every chain the service lists (those that cover the payment first), and pays a quote for exactly
 * that amount (`usePayment`: at most once per `reference`, resumed after a reload). Without a wallet, the buyer
 * pays by deposit address: the address with its QR code, the exact amount, a countdown and a live status. Ends with
 * the receipt and `onPaid(receipt)`.
 *
 * Render it inside the host's `WagmiProvider`, `QueryClientProvider` and `CrosspayProvider`, and import
 * `@crosspay/widget/styles.css` once.
 *
 * @example
 * <CheckoutPanel recipient={shop} chainId={8453} currency={usdc} amount="25000000" reference={order.id} onPaid={show} />
 */
export function CheckoutPanel({ theme, messages, locale, className, ...props }: CheckoutPanelProps) {
  // Here, beside the body: the Solana wallet discovery (`probe`) stays mounted whatever state the body shows.
  const buyer = useBuyerWallets(props.wallets?.svm)
  return (
    <WidgetRoot theme={theme} messages={messages} locale={locale} className={className}>
      <div className="cp-panel cp-checkout">
        {buyer.probe}
        <CheckoutPanelBody {...props} buyer={buyer} />
      </div>
    </WidgetRoot>
  )
}
