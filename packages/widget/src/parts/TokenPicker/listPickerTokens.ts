import type { Chain, ChainCurrency } from '@crosspay/core'
import type { TokenFilter } from './TokenFilter'

/** A token the picker offers, with where it came from in the chain record. */
export type PickerToken = ChainCurrency & {
  /** `featured` (the chain's native currency and featured tokens), `solver` or `listed` (erc20Currencies). */
  source: 'featured' | 'solver' | 'listed'
  /** False when the service marks the token unverified (`metadata.verified: false`). */
  verified: boolean
}

const key = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/**
 * The tokens of a chain in picker order: the native currency and featured tokens first, then the solver's, then the
 * rest of its ERC-20 list; each once, filtered by the host's allow and deny lists and by `search` (symbol, name or
 * address, case-insensitive).
 */
export function listPickerTokens(chain: Chain, filter: TokenFilter = {}, search = ''): PickerToken[] {
  const seen = new Set<string>()
  const out: PickerToken[] = []
  const allow = filter.allowTokens?.map((t) => t.toLowerCase())
  const deny = new Set(filter.denyTokens?.map((t) => t.toLowerCase()))
  const needle = search.trim().toLowerCase()
  const add = (list: readonly ChainCurrency[] | null | undefined, source: PickerToken['source']) => {
    for (const token of list ?? []) {
      const id = key(chain.id, token.address)
      if (seen.has(id)) continue
      seen.add(id)
      if (deny.has(id) || (allow && !allow.includes(id))) continue
      const text = `${token.symbol} ${token.name ?? ''} ${token.address}`.toLowerCase()
      if (needle && !text.includes(needle)) continue
      out.push({ ...token, source, verified: token.metadata?.verified !== false })
    }
  }
  add(chain.currency ? [chain.currency] : [], 'featured')
  add(chain.featuredTokens, 'featured')
  add(chain.solverCurrencies, 'solver')
  add(chain.erc20Currencies, 'listed')
  return out
}
