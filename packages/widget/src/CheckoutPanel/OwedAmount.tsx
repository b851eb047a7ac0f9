'use client'
import type { Chain, ChainCurrency } from '@crosspay/core'
import { useContext } from 'react'
import { Amount } from '../parts/Amount'
import { formatUsd } from '../parts/formatUsd'
import { TokenIcon } from '../parts/TokenIcon'
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

/** What the buyer owes: the merchant, the exact amount in its token (every decimal), the chain, and its USD value. */
export function OwedAmount({ amount, token, chain, usd, merchantName }: OwedAmountProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.checkout
  return (
    <header className="cp-checkout__owed">
      <h2 className="cp-checkout__title">{m.owed(merchantName ?? m.defaultMerchant)}</h2>
      <p className="cp-checkout__amount" data-testid="owed-amount">
        {token && <TokenIcon symbol={token.symbol} logoURI={token.metadata?.logoURI} size={28} decorative />}
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
    </header>
  )
}
