'use client'
import type { Chain, ChainCurrency } from '@crosspay/core'
import { useContext } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { formatUsd } from '../parts/format/formatUsd'
import { TokenChainIcon } from '../parts/TokenChainIcon/TokenChainIcon'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link OwedAmount}. */
export type OwedAmountProps = {
  amount: string
  token: ChainCurrency | undefined
  chain: Chain | undefined
  /** The owed amount in USD (the quote's `currencyOut.amountUsd`), once known. */
  usd: string | undefined
  merchantName: string | undefined
}

/** What the buyer owes: the merchant's name, the exact amount in its token (every decimal), the chain, and its USD value. */
export function OwedAmount({ amount, token, chain, usd, merchantName }: OwedAmountProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.checkout
  return (
    <div className="cp-checkout__owed">
      {/* The merchant's name as a name (its own line), never inside a sentence ("Pay The demo shop"). */}
      {merchantName && <p className="cp-checkout__to cp-muted">{m.payTo}</p>}
      <h2 className="cp-checkout__title">{merchantName ?? m.untitled}</h2>
      <p className="cp-checkout__amount" data-testid="owed-amount">
        {token && (
          <TokenChainIcon symbol={token.symbol} logoURI={token.metadata?.logoURI} chain={chain} size={32} />
        )}
        <strong>
          {token ? (
            <Amount
              value={amount}
              decimals={token.decimals}
              symbol={token.symbol}
              maximumFractionDigits={token.decimals}
            />
          ) : (
            amount
          )}
        </strong>
      </p>
      <p className="cp-muted cp-checkout__meta">
        {chain && <span>{m.on(chain.displayName ?? chain.name ?? String(chain.id))}</span>}
        {usd && <span data-testid="owed-usd"> · ≈ {formatUsd(usd, locale)}</span>}
      </p>
    </div>
  )
}
