import type { AppFee, ExecutionError, Quote, SponsoredFeeComponent } from '@crosspay/core'
import type { ExecutionProgress, GaslessOptions, SvmWallet } from '@crosspay/core/execution'
import type { TokenFilter } from '../parts/TokenPicker/TokenFilter'
import type { WidgetRootProps } from '../root/WidgetRoot'
import type { SwapValue } from './SwapValue'

/** The sponsorship a panel asks for on each quote (a server proxy may override it; the panel shows what the quote confirms). */
export type PanelSponsorship = {
  subsidizeFees?: boolean | undefined
  /** Cap in 6-decimal USD units (`'500000'` = 0.50 USD). */
  maxSubsidizationAmount?: string | undefined
  sponsoredFeeComponents?: SponsoredFeeComponent[] | undefined
  subsidizeRent?: boolean | undefined
}

/** Which sides of the panel are fixed by the host: the picker does not offer to change them. */
export type PanelLocks = {
  originChain?: boolean | undefined
  originCurrency?: boolean | undefined
  destinationChain?: boolean | undefined
  destinationCurrency?: boolean | undefined
}

/** Props of {@link SwapPanel}. Every prop is reactive: a change after mount takes effect at once. */
export type SwapPanelProps = Omit<WidgetRootProps, 'children'> & {
  /** The chosen route and amount, controlled (with `onValueChange`). */
  value?: SwapValue | undefined
  /** The route and amount to start with, uncontrolled. */
  defaultValue?: Partial<SwapValue> | undefined
  /** Shorthands of `defaultValue`. */
  defaultOriginChainId?: number | undefined
  defaultDestinationChainId?: number | undefined
  defaultOriginCurrency?: string | undefined
  defaultDestinationCurrency?: string | undefined
  /** Sides the person cannot change (the defaults or `value` decide them). */
  locked?: PanelLocks | undefined
  /** Which chains and tokens are offered. */
  filter?: TokenFilter | undefined
  /** The integrator's fees, added to every quote (basis points, paid in the input currency). */
  appFees?: AppFee[] | undefined
  /** The sponsorship asked for on every quote. */
  sponsorship?: PanelSponsorship | undefined
  /** Named in the sponsorship notice ("Acme pays the fees"). Defaults to the messages' `defaultSponsor`. */
  sponsorName?: string | undefined
  /**
   * Show a review (amounts on both chains, fees, recipient, the wallet prompts to expect) before the wallet is asked
   * anything; false sends at the main button's press. Defaults to true.
   */
  review?: boolean | undefined
  /**
   * Wallets of chain families besides the host's wagmi one: `svm`, a wallet-standard Solana wallet for hosts with their
   * own Solana connection. Without it, a Solana origin finds the page's wallet-standard wallets by itself.
   */
  wallets?: { svm?: SvmWallet | undefined } | undefined
  /**
   * An account of yours that pays a Solana deposit's network fees (`depositFeePayer`, in every quote from a Solana
   * chain): `address` is its base58 address, `signAsFeePayer` calls your server, which signs first with
   * `signSvmDepositAsFeePayer` (`@crosspay/core/server`); the key never reaches the browser. The panel says so
   * ("paid by" `sponsorName`).
   */
  depositFeePayer?:
    | {
        address: string
        signAsFeePayer(request: { transaction: string; requestId: string }): Promise<string>
      }
    | undefined
  /**
   * Let an account with too little origin gas pay without it (EIP-7702, `executeQuote`'s `gasless`): the review says
   * "No gas needed" and asks for the one-time upgrade; other wallets run the normal steps. The batch is posted
   * through your proxy (`proxyRoutes.gasless`); with `sponsorship.subsidizeFees` the review names the sponsor.
   */
  gasless?: GaslessOptions | undefined
  /** Called when the person asks to connect a wallet; the host opens its own connect flow. */
  onConnectWallet?: (() => void) | undefined
  /** Called with every route or amount change. */
  onValueChange?: ((value: SwapValue) => void) | undefined
  /** Called with each new quote. */
  onQuote?: ((quote: Quote) => void) | undefined
  /** Called with every change of an execution's progress. */
  onExecutionProgress?: ((progress: ExecutionProgress) => void) | undefined
  /** Called when a request reaches `success`. */
  onSuccess?: ((progress: ExecutionProgress) => void) | undefined
  /** Called when an execution stops with an error, a refund or a failure. */
  onError?: ((error: ExecutionError) => void) | undefined
}
