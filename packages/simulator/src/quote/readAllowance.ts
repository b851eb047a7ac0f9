import type { SimContext } from '../model/SimContext'
import type { ChainConfig, SupportedCurrency } from '../model/types'

/**
 * The allowance `user` already gives the origin chain's approval target for `currency`: 0 for native
 * currency and non-EVM chains (nothing to approve), and 0 when the chain cannot be read (the quote
 * then asks for the approval, which is always safe).
 */
export async function readAllowance(
  ctx: SimContext,
  chain: ChainConfig,
  currency: SupportedCurrency,
  user: string,
): Promise<bigint> {
  if (currency.isNative || chain.vmType !== 'evm') return 0n
  try {
    return await ctx.backend.allowance(chain.id, currency.address, user, chain.approvalProxy)
  } catch {
    return 0n
  }
}
