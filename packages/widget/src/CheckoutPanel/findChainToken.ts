import type { Chain, ChainCurrency } from '@crosspay/core'
import { listPickerTokens } from '../parts/TokenPicker/listPickerTokens'

/** The chain `chainId` and its token `currency` (address, compared case-insensitively), when the service lists them. */
export function findChainToken(
  chains: readonly Chain[],
  chainId: number,
  currency: string,
): { chain: Chain | undefined; token: ChainCurrency | undefined } {
  const chain = chains.find((c) => c.id === chainId)
  const token = chain
    ? listPickerTokens(chain).find((t) => t.address.toLowerCase() === currency.toLowerCase())
    : undefined
  return { chain, token }
}
