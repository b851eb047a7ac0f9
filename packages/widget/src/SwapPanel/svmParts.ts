import { SvmFeeNotes } from './SvmFeeNotes'
import { SvmWalletProbe } from './SvmWalletProbe'

/**
 * The panel's Solana parts in one module, its own chunk (`loadSvmParts`): the wallet-standard wallet discovery and
 * the Solana fee lines. An EVM-only page never loads them.
 */
export const svmParts = { SvmWalletProbe, SvmFeeNotes }

/** What `loadSvmParts` resolves to. */
export type SvmParts = typeof svmParts
