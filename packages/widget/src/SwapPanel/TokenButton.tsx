'use client'
import type { Chain, ChainCurrency } from '@crosspay/core'
import { useContext } from 'react'
import { clipText } from '../parts/format/clipText'
import { TokenChainIcon } from '../parts/TokenChainIcon/TokenChainIcon'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link TokenButton}. */
export type TokenButtonProps = {
  /** What the button chooses, for its accessible name (`From`, `To`). */
  label: string
  chain: Chain | undefined
  token: ChainCurrency | undefined
  /** A locked side cannot be changed: the button is shown disabled. */
  locked?: boolean | undefined
  onClick(): void
}

/**
 * The pill inside a swap card that shows a side's token (its icon with the chain's badge) and chain, and opens the
 * picker. Long names are cut with an ellipsis.
 */
export function TokenButton({ label, chain, token, locked, onClick }: TokenButtonProps) {
  const { messages } = useContext(WidgetContext)
  return (
    <button
      type="button"
      className="cp-token-button"
      data-state={token ? 'selected' : 'empty'}
      disabled={locked}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <span className="cp-visually-hidden">{`${label}: `}</span>
      {token ? (
        <>
          <TokenChainIcon symbol={token.symbol} logoURI={token.metadata?.logoURI} chain={chain} size={28} />
          <span className="cp-token-button__text">
            <span className="cp-token-button__symbol" title={token.symbol}>
              {clipText(token.symbol, 12)}
            </span>
            <span className="cp-visually-hidden">, </span>
            <span className="cp-token-button__chain" title={chain?.displayName}>
              {chain && clipText(chain.displayName, 40)}
            </span>
          </span>
        </>
      ) : (
        <span className="cp-token-button__text">{messages.panel.selectToken}</span>
      )}
      <span className="cp-token-button__caret" aria-hidden="true">
        ▾
      </span>
    </button>
  )
}
