import type { SimContext } from '../model/SimContext'
import type { ChainConfig } from '../model/types'
import { quoteConstants } from '../quote/quoteConstants'

/**
 * Current fee data of `chain` from the chain backend. A chain the backend does not carry (a virtual-only
 * chain in anvil mode: 42161, 7777777, the SVM chain) gets `quoteConstants.fallbackFeeData`; a live
 * chain's failure is rethrown (a quote must not carry made-up gas fields for a real chain).
 */
export async function readFeeData(
  ctx: SimContext,
  chain: ChainConfig,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  try {
    return await ctx.backend.feeData(chain.id)
  } catch (error) {
    if (chain.live) throw error
    return quoteConstants.fallbackFeeData
  }
}
