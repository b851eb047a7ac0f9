'use client'
import type { Chain, ChainCurrency } from '@crosspay/core'
import { useContext } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { AmountInput } from '../parts/AmountInput/AmountInput'
import { formatAmountInput } from '../parts/format/formatAmountInput'
import { WidgetContext } from '../root/WidgetContext'
import { TokenButton } from './TokenButton'

/** Props of {@link SwapCard}. */
export type SwapCardProps = {
  side: 'origin' | 'destination'
  chain: Chain | undefined
  token: ChainCurrency | undefined
  /** What the field shows: the typed amount, or the quote's estimate when the other card holds the typed one. */
  text: string
  /** The text is the quote's estimate (typing replaces it and makes this card the one that is exact). */
  estimated: boolean
  /** The estimate's exact decimal, on `data-exact` (what the screen means, for tests and hosts). */
  exact?: string | undefined
  /** The amount's USD value, formatted. */
  usd?: string | undefined
  /** The wallet's balance of the token (smallest units). */
  balance?: bigint | undefined
  /** What Max fills in (the balance, less gas for a native token); no Max without. */
  max?: bigint | undefined
  /** The side cannot be changed. */
  locked?: boolean | undefined
  onAmount(text: string): void
  onPick(): void
}

/**
 * One card of the swap: its label ("You pay", "You receive"), the amount in large numerals, the token pill (icon
 * with the chain's badge, opens the picker), and under them the USD value and, on the pay card, the balance with
 * Max. Typing in a card makes its amount the exact one.
 */
export function SwapCard(props: SwapCardProps) {
  const { side, token, balance, max } = props
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.panel
  const origin = side === 'origin'
  const decimals = token?.decimals ?? 18
  return (
    <div
      className="cp-card cp-side"
      data-side={side}
      data-exact={props.exact}
      data-estimated={props.estimated || undefined}
    >
      <AmountInput
        variant="card"
        label={origin ? m.youPay : m.youReceive}
        decimals={decimals}
        value={props.text}
        estimated={props.estimated}
        onTextChange={props.onAmount}
        symbol={token?.symbol}
        footer={<p className="cp-muted cp-card__usd">{props.usd ? m.usdValue(props.usd) : '\u00a0'}</p>}
        labelAside={
          balance !== undefined &&
          token && (
            <span className="cp-card__balance cp-muted">
              {m.balance}: <Amount value={balance} decimals={token.decimals} symbol={token.symbol} />
              {max !== undefined && max > 0n && (
                <button
                  type="button"
                  className="cp-card__max"
                  onClick={() => props.onAmount(formatAmountInput(max, decimals, locale, false))}
                >
                  {messages.amount.max}
                </button>
              )}
            </span>
          )
        }
      >
        <TokenButton
          label={origin ? m.from : m.to}
          chain={props.chain}
          token={token}
          locked={props.locked}
          onClick={props.onPick}
        />
      </AmountInput>
    </div>
  )
}
