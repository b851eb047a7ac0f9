import type { PaymentReceipt, PaymentRequest } from '@crosspay/core/execution'
import type { WidgetRootProps } from '../root/WidgetRoot'

/**
 * Props of {@link CheckoutPanel}: what is owed (`recipient`, `chainId`, `currency`, `amount` in smallest units),
 * fixed by the host, plus optional `appFees`, `sponsorship` and the merchant's `reference`. Every prop is reactive.
 */
export type CheckoutPanelProps = Omit<WidgetRootProps, 'children'> &
  PaymentRequest & {
    /** The merchant's name, in the headline and the receipt. Defaults to the messages' `defaultMerchant`. */
    merchantName?: string | undefined
    /** Named in the sponsorship notice. Defaults to the messages' `defaultSponsor`. */
    sponsorName?: string | undefined
    /** Called when the buyer asks to connect a wallet; the host opens its own connect flow. */
    onConnectWallet?: (() => void) | undefined
    /** Called once when the merchant has been paid, with the receipt (the reference included). */
    onPaid?: ((receipt: PaymentReceipt) => void) | undefined
    /** How long a deposit address stays valid, ms. Defaults to 10 minutes. */
    depositWindowMs?: number | undefined
  }
