import { SvmWalletProbe } from '../parts/SvmWalletProbe/SvmWalletProbe'
import { SvmFeeNotes } from './SvmFeeNotes'

/**
 * The panel's Solana parts in one module, its own chunk (`loadSvmParts`): the wallet-standard wallet discovery and
 * the Solana fee lines. An EVM-only page never loads them.
 */
export const svmParts = { SvmWalletProbe, SvmFeeNotes }

/** What `loadSvmParts` resolves to. */
export type SvmParts = typeof svmParts
