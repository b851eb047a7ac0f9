'use client'
import { useContext, useId, useState } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import { readAmountInput } from './readAmountInput'

/** Props of {@link AmountInput}. */
export type AmountInputProps = {
  /** The token's decimals: more fraction digits are refused. */
  decimals: number
  /** Called with the amount in smallest units whenever the text reads as one (undefined while empty or invalid). */
  onChange?: ((value: bigint | undefined) => void) | undefined
  /** The text shown, controlled. */
  value?: string | undefined
  /** The text to start with, uncontrolled. Defaults to empty. */
  defaultValue?: string | undefined
  /** Called with the raw text on every keystroke (controlled use). */
  onTextChange?: ((text: string) => void) | undefined
  /** The amount the max button fills in (smallest units), e.g. the balance less a gas buffer; no button without. */
  max?: bigint | undefined
  /** Shows the max button's text for this value (decimal string). */
  formatMax?: ((value: bigint) => string) | undefined
}

/**
 * The amount field: takes what people type and paste (`1,000.5`, `0.`, `.5`), refuses what the token cannot hold
 * (too many decimals, beyond uint256) with the reason next to it, and reports the value in smallest units.
 * Labelled, keyboard-only friendly (`inputMode="decimal"`); its state is on `data-state` (`empty`, `valid`, `invalid`).
 */
export function AmountInput({
  decimals,
  onChange,
  value,
  defaultValue = '',
  onTextChange,
  max,
  formatMax,
}: AmountInputProps) {
  const { messages } = useContext(WidgetContext)
  const [own, setOwn] = useState(defaultValue)
  const text = value ?? own
  const reading = readAmountInput(text, decimals)
  const id = useId()
  const set = (next: string) => {
    if (value === undefined) setOwn(next)
    onTextChange?.(next)
    const read = readAmountInput(next, decimals)
    onChange?.(read.kind === 'amount' ? read.value : undefined)
  }
  const error =
    reading.kind === 'invalid'
      ? reading.reason === 'tooManyDecimals'
        ? messages.amount.tooManyDecimals(decimals)
        : messages.amount[reading.reason]
      : undefined
  const state = reading.kind === 'empty' ? 'empty' : reading.kind === 'amount' ? 'valid' : 'invalid'
  return (
    <div className="cp-amount-input" data-state={state}>
      <label htmlFor={id} className="cp-label">
        {messages.amount.label}
      </label>
      <div className="cp-amount-input__row">
        <input
          id={id}
          className="cp-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={messages.amount.placeholder}
          value={text}
          aria-invalid={reading.kind === 'invalid'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(event.target.value)}
        />
        {max !== undefined && (
          <button
            type="button"
            className="cp-button cp-button--ghost"
            onClick={() => set(formatMax ? formatMax(max) : max.toString())}
          >
            {messages.amount.max}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="cp-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
