'use client'
import { type ReactNode, useContext, useId, useState } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { formatAmountInput } from '../format/formatAmountInput'
import { numberSeparators } from '../format/numberSeparators'
import { readAmountInput } from '../format/readAmountInput'

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
  /** The max button's text for this value. Defaults to the value as people type it in the locale (`1234,5`). */
  formatMax?: ((value: bigint) => string) | undefined
  /** The token's symbol, shown with what was understood (`Read as 1.234,5 ETH`). */
  symbol?: string | undefined
  /** The field's label. Defaults to the messages' `amount.label`. */
  label?: string | undefined
  /** The text is the quote's estimate, not typed: nothing is read back, `data-state` is `estimate`. */
  estimated?: boolean | undefined
  /** Shown in the field's row after the input (a swap card's token pill). */
  children?: ReactNode
  /** Shown under the row, before what was understood (a swap card's USD value). */
  footer?: ReactNode
  /** Shown on the label's line, at its end (a swap card's balance and Max). */
  labelAside?: ReactNode
  /** Large numerals in a card, no box around the input (the swap card). Defaults to the boxed field. */
  variant?: 'field' | 'card' | undefined
}

/**
 * The amount field: takes what people type and paste in the widget's locale ({@link readAmountInput}: de-DE `1,5`,
 * fr-FR `1 234,5`, en-IN `1,00,000.5`), refuses what could mean two amounts (`1.500` in fr-FR: "Use , for decimals")
 * and what the token cannot hold (too many decimals, beyond uint256) with the reason next to it, shows back what it
 * understood while the text has separators (`Read as 1.234,5 ETH`), and reports the value in smallest units.
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
  symbol,
  label,
  estimated = false,
  children,
  footer,
  labelAside,
  variant = 'field',
}: AmountInputProps) {
  const { messages, locale } = useContext(WidgetContext)
  const [own, setOwn] = useState(defaultValue)
  const text = value ?? own
  const reading = readAmountInput(text, decimals, locale)
  const id = useId()
  const set = (next: string) => {
    if (value === undefined) setOwn(next)
    onTextChange?.(next)
    const read = readAmountInput(next, decimals, locale)
    onChange?.(read.kind === 'amount' ? read.value : undefined)
  }
  const error =
    estimated || reading.kind !== 'invalid'
      ? undefined
      : reading.reason === 'tooManyDecimals'
        ? messages.amount.tooManyDecimals(decimals)
        : reading.reason === 'ambiguous'
          ? messages.amount.ambiguous(reading.decimal)
          : messages.amount[reading.reason]
  // What was understood, shown back while the text has anything but digits (a separator may be misread); in a swap
  // card, only past the digits and one decimal separator (a plain `0.01` is not repeated under the large figure).
  const plain = new RegExp(`^[0-9]*(\\${numberSeparators(locale).decimal}[0-9]*)?$`)
  const understood =
    !estimated &&
    reading.kind === 'amount' &&
    /[^0-9]/.test(text.trim()) &&
    !(variant === 'card' && plain.test(text.trim()))
      ? `${formatAmountInput(reading.value, decimals, locale)}${symbol ? ` ${symbol}` : ''}`
      : undefined
  const state = estimated
    ? 'estimate'
    : reading.kind === 'empty'
      ? 'empty'
      : reading.kind === 'amount'
        ? 'valid'
        : 'invalid'
  return (
    <div className={`cp-amount-input cp-amount-input--${variant}`} data-state={state}>
      <div className="cp-amount-input__head">
        <label htmlFor={id} className="cp-label">
          {label ?? messages.amount.label}
        </label>
        {labelAside}
      </div>
      <div className="cp-amount-input__row">
        <input
          id={id}
          className="cp-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={messages.amount.placeholder(numberSeparators(locale).decimal)}
          value={text}
          aria-invalid={!estimated && reading.kind === 'invalid'}
          aria-describedby={error ? `${id}-error` : understood ? `${id}-read` : undefined}
          onChange={(event) => set(event.target.value)}
        />
        {max !== undefined && (
          <button
            type="button"
            className="cp-button cp-button--ghost"
            onClick={() => set(formatMax ? formatMax(max) : formatAmountInput(max, decimals, locale, false))}
          >
            {messages.amount.max}
          </button>
        )}
        {children}
      </div>
      {footer}
      {understood && (
        <p id={`${id}-read`} className="cp-amount-input__read cp-muted" aria-live="polite">
          {messages.amount.readAs(understood)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cp-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
