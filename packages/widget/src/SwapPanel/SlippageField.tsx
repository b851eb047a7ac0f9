'use client'
import { useContext, useId } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import type { SwapValue } from './SwapValue'
import type { usePanelQuote } from './usePanelQuote'

/** Props of {@link SlippageField}. */
export type SlippageFieldProps = {
  value: SwapValue
  update(patch: Partial<SwapValue>): void
  quote: ReturnType<typeof usePanelQuote>
}

/**
 * The slippage, in the panel's settings: automatic, or a percentage sent as `slippageTolerance` in basis points,
 * warned about above 3 %.
 */
export function SlippageField({ value, update, quote: q }: SlippageFieldProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const id = useId()
  const note =
    q.slippage.kind === 'invalid'
      ? m.slippageInvalid
      : q.slippage.kind === 'bps' && q.slippage.high
        ? m.slippageHigh
        : undefined
  return (
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
        aria-describedby={note ? `${id}-slippage-note` : undefined}
        onChange={(event) => update({ slippage: event.target.value })}
      />
      {note && (
        <p
          id={`${id}-slippage-note`}
          className={q.slippage.kind === 'invalid' ? 'cp-field-error' : 'cp-warning'}
          role="alert"
        >
          {note}
        </p>
      )}
    </div>
  )
}
