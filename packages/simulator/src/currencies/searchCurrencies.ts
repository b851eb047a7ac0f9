import type { SimContext } from '../model/SimContext'
import type { ChainConfig, SupportedCurrency } from '../model/types'
import type { CurrenciesQuery } from './parseCurrenciesQuery'

const same = (chain: ChainConfig, a: string, b: string) =>
  chain.vmType === 'svm' ? a === b : a.toLowerCase() === b.toLowerCase()

/** Whether `chainId:address` names this currency. */
const isToken = (chain: ChainConfig, c: SupportedCurrency, token: string) => {
  const colon = token.indexOf(':')
  return Number(token.slice(0, colon)) === c.chainId && same(chain, token.slice(colon + 1), c.address)
}

/**
 * The currencies a `POST /currencies/v2` query matches, in the chains' order (native first), at most `limit`:
 * `chainIds` narrows the chains; `tokens` (`chainId:address`) and `address` match exactly (EVM case-insensitively);
 * `currencyId` is a symbol in lower case (the chain records' `id`); `term` is a case-insensitive part of the symbol
 * or name; `defaultList` (and `verified: true`) keeps the verified ones, `verified: false` the unverified ones;
 * `includeAllChains` with `address` adds the same symbol on the other chains. There is no external index, so
 * `useExternalSearch` finds what the simulator lists.
 */
export function searchCurrencies(ctx: SimContext, query: CurrenciesQuery) {
  const chains = ctx.chains.filter((c) => !query.chainIds || query.chainIds.includes(c.id))
  const all = ctx.chains.flatMap((chain) => chain.currencies.map((currency) => ({ chain, currency })))
  const verified = (c: SupportedCurrency) => c.metadata?.verified !== false
  const wanted = (chain: ChainConfig, c: SupportedCurrency) => {
    if (query.tokens && !query.tokens.some((t) => isToken(chain, c, t))) return false
    if (query.address && !same(chain, query.address, c.address)) return false
    if (query.currencyId && c.symbol.toLowerCase() !== query.currencyId.toLowerCase()) return false
    if (query.term) {
      const term = query.term.toLowerCase()
      if (!c.symbol.toLowerCase().includes(term) && !c.name.toLowerCase().includes(term)) return false
    }
    if ((query.defaultList || query.verified === true) && !verified(c)) return false
    if (query.verified === false && verified(c)) return false
    return true
  }
  let found = chains.flatMap((chain) =>
    chain.currencies.filter((c) => wanted(chain, c)).map((currency) => ({ chain, currency })),
  )
  if (query.includeAllChains && query.address) {
    const symbols = new Set(found.map((f) => f.currency.symbol))
    found = all.filter(
      (f) =>
        found.some((g) => g.currency === f.currency) ||
        (symbols.has(f.currency.symbol) && verified(f.currency)),
    )
  }
  return found.slice(0, query.limit)
}
