'use client'
import type { Chain } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Address } from '../Address/Address'
import { CopyButton } from '../CopyButton/CopyButton'
import { shortenMiddle } from '../format/shortenMiddle'
import { safeLinkUrl } from './safeLinkUrl'

/** Props of {@link ExplorerLink}. */
export type ExplorerLinkProps = {
  /** The transaction hash. */
  hash: string
  /** The chain record of the transaction's chain (`explorerUrl`, `explorerName`), when known. */
  chain?: Chain | undefined
}

/**
 * A transaction hash, shortened, as a link to its page on the chain's explorer (`${explorerUrl}/tx/${hash}`, opened
 * in a new tab) when the chain record has a safe explorer URL; else the hash alone. A copy button follows either.
 */
export function ExplorerLink({ hash, chain }: ExplorerLinkProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.address
  const base = safeLinkUrl(chain?.explorerUrl)
  const href = base ? `${base.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}` : undefined
  if (!href) return <Address value={hash} keep={6} />
  return (
    <span className="cp-explorer-link">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={`${m.viewOnExplorer(chain?.explorerName ?? m.explorer)}: ${hash}`}
      >
        <span aria-hidden="true">{shortenMiddle(hash, 6)}</span>
        <span className="cp-visually-hidden">
          {m.viewOnExplorer(chain?.explorerName ?? m.explorer)}: {hash}
        </span>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M4.5 2H10v5.5M10 2L3 9" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      </a>
      <CopyButton value={hash} />
    </span>
  )
}
