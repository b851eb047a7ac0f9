import type { Chain } from '../schemas/chainSchema'

/** The explorer page of a transaction, from the chain record's `explorerUrl` (`${explorerUrl}/tx/${hash}`). */
export function toExplorerUrl(chain: Chain | undefined, hash: string): string | undefined {
  if (!chain?.explorerUrl) return undefined
  return `${chain.explorerUrl.replace(/\/$/, '')}/tx/${hash}`
}
