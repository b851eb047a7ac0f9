'use client'
import type { Chain } from '@crosspay/core'
import { useContext, useId } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import type { SwapValue } from './SwapValue'
import type { usePanelQuote } from './usePanelQuote'

/** Props of {@link SwapOptions}. */
export type SwapOptionsProps = {
  value: SwapValue
  update(patch: Partial<SwapValue>): void
  quote: ReturnType<typeof usePanelQuote>
  destinationChain: Chain | undefined
}

/**
 * The optional fields: a recipient (checked for the destination chain's VM, warned about when it is a token
 * contract) and the slippage (automatic, or a percentage sent as `slippageTolerance` in basis points, warned about
 * above 3 %).
 */
export function SwapOptions({ value, update, quote: q, destinationChain }: SwapOptionsProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const id = useId()
  const recipientNote =
    q.recipient === 'invalid'
      ? m.recipientInvalid(destinationChain?.vmType ?? 'evm')
      : q.recipient === 'token'
        ? m.recipientIsToken
        : undefined
  const slippageNote =
    q.slippage.kind === 'invalid'
      ? m.slippageInvalid
      : q.slippage.kind === 'bps' && q.slippage.high
        ? m.slippageHigh
        : undefined
  return (
    <div className="cp-options">
      <div className="cp-field" data-state={q.recipient}>
        <label className="cp-label" htmlFor={`${id}-recipient`}>
          {m.recipient}
        </label>
        <input
          id={`${id}-recipient`}
          className="cp-input cp-input--small"
          autoComplete="off"
          spellCheck={false}
          placeholder={m.recipientPlaceholder}
          value={value.recipient}
          aria-invalid={q.recipient === 'invalid'}
          aria-describedby={recipientNote ? `${id}-recipient-note` : undefined}
          onChange={(event) => update({ recipient: event.target.value })}
        />
        {recipientNote && (
          <p
            id={`${id}-recipient-note`}
            className={q.recipient === 'invalid' ? 'cp-field-error' : 'cp-warning'}
            role="alert"
          >
            {recipientNote}
          </p>
        )}
      </div>
      <div className="cp-field" data-state={q.slippage.kind}>
        <label className="cp-label" htmlFor={`${id}-slippage`}>
          {m.slippage} ({value.slippage.trim() ? m.slippageCustom : m.slippageAuto})
        </label>
        <input
          id={`${id}-slippage`}
          className="cp-input cp-input--small"
          inputMode="decimal"
          autoComplete="off"
          placeholder={m.slippageAuto}
          value={value.slippage}
          aria-invalid={q.slippage.kind === 'invalid'}
          aria-describedby={slippageNote ? `${id}-slippage-note` : undefined}
          onChange={(event) => update({ slippage: event.target.value })}
        />
        {slippageNote && (
          <p
            id={`${id}-slippage-note`}
            className={q.slippage.kind === 'invalid' ? 'cp-field-error' : 'cp-warning'}
            role="alert"
          >
            {slippageNote}
          </p>
        )}
      </div>
    </div>
  )
}
