'use client'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { clipText } from '../format/clipText'
import { TokenIcon } from '../TokenIcon/TokenIcon'
import type { PickerToken } from './listPickerTokens'

/** Props of {@link PopularTokens}. */
export type PopularTokensProps = {
  /** The chain's tokens in picker order; the featured ones (native currency, featured tokens) become chips. */
  tokens: readonly PickerToken[]
  onChoose(token: PickerToken): void
}

/** At most this many chips. */
const chipLimit = 6

/**
 * The chain's popular tokens as chips above the picker's search (its native currency and the tokens the service
 * features), one press to choose; nothing when the chain features none.
 */
export function PopularTokens({ tokens, onChoose }: PopularTokensProps) {
  const { messages } = useContext(WidgetContext)
  const popular = tokens.filter((t) => t.source === 'featured').slice(0, chipLimit)
  if (popular.length === 0) return null
  return (
    <fieldset className="cp-picker__popular">
      <legend className="cp-visually-hidden">{messages.panel.popular}</legend>
      {popular.map((token) => (
        <button
          key={token.address}
          type="button"
          className="cp-chip cp-chip--token"
          data-verified={token.verified}
          onClick={() => onChoose(token)}
        >
          <TokenIcon symbol={token.symbol} logoURI={token.metadata?.logoURI} size={18} decorative />
          {clipText(token.symbol, 12)}
        </button>
      ))}
    </fieldset>
  )
}
