import type {
  GaslessOptions,
  PaymentOrder,
  PaymentReceipt,
  PaymentRequest,
  SvmWallet,
  UsePaymentParameters,
} from '@crosspay/core/execution'
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
    /**
     * The order as the merchant's server knows it: `{ status: 'open' | 'paying' | 'paid' | 'expired' | 'refunded',
     * requestId }`. The truth in every browser: Pay is offered only while it is `open` (or not given); a paid order
     * shows the receipt, a payment in flight its live status, a closed order says so. Keep it fresh (poll the server).
     */
    order?: PaymentOrder | undefined
    /**
     * Called at the press, before anything is sent: tell the merchant's server that `requestId` pays `reference`.
     * Throw or reject to refuse (nothing is sent, the reason is shown).
     */
    onPaymentStart?: UsePaymentParameters['onPaymentStart']
    /** Called when this browser's payment of the order ended with nothing sent, or refunded: the server may reopen it. */
    onPaymentReleased?: UsePaymentParameters['onPaymentReleased']
    /**
     * Let a buyer with too little gas on the paying chain pay without it (EIP-7702, `executeQuote`'s `gasless`), through
     * your proxy (`proxyRoutes.gasless`); other wallets pay with the normal steps.
     */
    gasless?: GaslessOptions | undefined
    /**
     * Wallets of chain families besides the host's wagmi one: `svm`, a wallet-standard Solana wallet for hosts with
     * their own Solana connection. Without it, when the service lists a Solana chain, the checkout finds the page's
     * wallet-standard wallets (Phantom, Solflare, Backpack…) by itself and offers to connect one: the buyer then pays
     * from its Solana balances too (the merchant still receives exactly `amount` on `chainId`).
     */
    wallets?: { svm?: SvmWallet | undefined } | undefined
  }
