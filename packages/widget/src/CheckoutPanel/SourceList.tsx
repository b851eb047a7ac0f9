'use client'
import { useContext, useState } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { TokenChainIcon } from '../parts/TokenChainIcon/TokenChainIcon'
import { WidgetContext } from '../root/WidgetContext'
import type { PaymentSourceOption } from './orderPaymentSources'

/** Props of {@link SourceList}. */
export type SourceListProps = {
  sources: PaymentSourceOption[]
  /** The chosen source's key (`chainId:address`, lower case). */
  selected: string | undefined
  onSelect: (source: PaymentSourceOption) => void
}

/** How many sources show before "Show n more". */
const collapsedCount = 4

/** The key of a source: `chainId:address`, lower case. */
export const sourceKey = (s: { chain: { id: number }; token: { address: string } }) =>
  `${s.chain.id}:${s.token.address.toLowerCase()}`

/**
 * The buyer's balances as a radio group, those that cover the payment first: each with its token, chain, balance,
 * what paying from it costs, and whether it covers the payment (`data-coverage`). A source too small stays listed
 * but cannot be chosen. The first four show (and the chosen one); the others behind "Show n more".
 */
export function SourceList({ sources, selected, onSelect }: SourceListProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const [all, setAll] = useState(false)
  // The first few (the best ones), and the chosen one wherever it is; the rest behind a button.
  const shown = all ? sources : sources.filter((s, i) => i < collapsedCount || sourceKey(s) === selected)
  const hidden = sources.length - shown.length
  return (
    <fieldset className="cp-sources">
      <legend className="cp-label">{m.payFrom}</legend>
      {shown.map((s) => {
        const key = sourceKey(s)
        const amount = (value: bigint) => (
          <Amount value={value} decimals={s.token.decimals} symbol={s.token.symbol} />
        )
        return (
          <label key={key} className="cp-source" data-coverage={s.coverage} data-selected={selected === key}>
            <input
              type="radio"
              name="cp-checkout-source"
              value={key}
              checked={selected === key}
              disabled={s.coverage === 'short'}
              onChange={() => onSelect(s)}
            />
            <TokenChainIcon
              symbol={s.token.symbol}
              logoURI={s.token.metadata?.logoURI}
              chain={s.chain}
              size={28}
            />
            <span className="cp-source__text">
              <span className="cp-source__name">{s.token.symbol}</span>
              <span className="cp-visually-hidden">, </span>
              <span className="cp-muted cp-source__chain">{s.chain.displayName ?? s.chain.name}</span>
              <span className="cp-muted cp-source__balance">
                {s.direct && <span className="cp-source__tag">{m.transfer}</span>}
                {m.balance} {amount(s.balance)}
              </span>
            </span>
            <span className="cp-source__cost">
              {s.cost !== undefined && <span>{amount(s.cost)}</span>}
              <span className="cp-source__coverage">{m[s.coverage]}</span>
            </span>
          </label>
        )
      })}
      {hidden > 0 && (
        <button
          type="button"
          className="cp-button cp-button--ghost cp-sources__more"
          onClick={() => setAll(true)}
        >
          {m.moreSources(hidden)}
        </button>
      )}
    </fieldset>
  )
}
