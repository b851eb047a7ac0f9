import type { Chain } from '../schemas/chainSchema'

/**
 * The explorer page of a transaction, from the chain record's `explorerUrl` (`${explorerUrl}/tx/${hash}`), only when
 * that URL is `https:` (or `http:`, as local explorers are): a hostile record's `javascript:` or `data:` URL never
 * becomes a link. Undefined without a usable explorer.
 */
export function toExplorerUrl(chain: Chain | undefined, hash: string): string | undefined {
  const base = chain?.explorerUrl
  if (!base) return undefined
  try {
    const { protocol } = new URL(base)
    if (protocol !== 'https:' && protocol !== 'http:') return undefined
  } catch {
    return undefined
  }
  return `${base.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}`
}
