import { safeLinkUrl } from '../parts/ExplorerLink/safeLinkUrl'

/**
 * The explorer page of a transaction from a chain record's `explorerUrl` (`${explorerUrl}/tx/${hash}`), only when that
 * URL is `http:` or `https:` (a hostile `javascript:` record yields nothing). Undefined without an explorer.
 */
export function explorerTxUrl(
  chain: { explorerUrl?: string | undefined } | undefined,
  hash: string,
): string | undefined {
  const base = chain?.explorerUrl
  if (!base || !safeLinkUrl(base) || !/^0x[0-9a-fA-F]+$/.test(hash)) return undefined
  return `${base.replace(/\/$/, '')}/tx/${hash}`
}
