import { ConnectSolanaButton } from '../parts/ConnectSolanaButton/ConnectSolanaButton'
import { SvmWalletProbe } from '../parts/SvmWalletProbe/SvmWalletProbe'

/**
 * The checkout's Solana parts in one module, its own chunk (`loadCheckoutSvmParts`): the wallet-standard wallet
 * discovery and the "Connect a Solana wallet" button. A checkout on an EVM-only service never loads them.
 */
export const checkoutSvmParts = { SvmWalletProbe, ConnectSolanaButton }

/** What `loadCheckoutSvmParts` resolves to. */
export type CheckoutSvmParts = typeof checkoutSvmParts
