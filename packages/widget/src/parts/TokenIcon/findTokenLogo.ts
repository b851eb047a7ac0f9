import type { Chain, ChainCurrency } from '@crosspay/core'

/** The parts of a chain record that list its tokens. */
export type TokenLists = Partial<
  Pick<Chain, 'currency' | 'featuredTokens' | 'solverCurrencies' | 'erc20Currencies'>
>

/**
 * A token's logo URL from its chain's record (native currency, featured, solver and listed tokens), for places whose
 * own data carries none (the app balance's currencies). Undefined when the chain does not list the token; the icon
 * then shows its placeholder. Load it through `safeLogoUrl` (TokenIcon does).
 */
export function findTokenLogo(chain: TokenLists | undefined, address: string): string | undefined {
  if (!chain) return undefined
  const wanted = address.toLowerCase()
  const lists: (readonly ChainCurrency[] | null | undefined)[] = [
    chain.currency ? [chain.currency] : [],
    chain.featuredTokens,
    chain.solverCurrencies,
    chain.erc20Currencies,
  ]
  for (const list of lists)
    for (const token of list ?? [])
      if (token.address.toLowerCase() === wanted) return token.metadata?.logoURI ?? undefined
  return undefined
}
