/**
 * The explorer page of a transaction from a chain record's `explorerUrl` (`${explorerUrl}/tx/${hash}`), only when that
 * URL is `http:` or `https:` (a hostile `javascript:` record yields nothing). Undefined without an explorer.
 */
export function explorerTxUrl(
  chain: { explorerUrl?: string | undefined } | undefined,
  hash: string,
): string | undefined {
  const base = chain?.explorerUrl
  if (!base || !/^0x[0-9a-fA-F]+$/.test(hash)) return undefined
  try {
    const url = new URL(base)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  } catch {
    return undefined
  }
  return `${base.replace(/\/$/, '')}/tx/${hash}`
}
