'use client'
import type { Chain } from '@crosspay/core'
import { useContext, useId, useState } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import type { SwapValue } from './SwapValue'
import type { usePanelQuote } from './usePanelQuote'

/** Props of {@link RecipientField}. */
export type RecipientFieldProps = {
  value: SwapValue
  update(patch: Partial<SwapValue>): void
  quote: ReturnType<typeof usePanelQuote>
  destinationChain: Chain | undefined
}

/**
 * The recipient, behind a "Send to another address" toggle (open by itself while the value holds one): checked for
 * the destination chain's VM, warned about when it is a token contract. Closing the toggle clears the field, so a
 * hidden address is never sent.
 */
export function RecipientField({ value, update, quote: q, destinationChain }: RecipientFieldProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const id = useId()
  const [toggled, setToggled] = useState(false)
  // Needed (the wallet's address is of another chain family): always open, no toggle to hide it.
  const required = q.recipientNeeded
  const chainName = destinationChain?.displayName ?? ''
  const open = required || toggled || value.recipient.trim() !== ''
  const note =
    q.recipient === 'invalid'
      ? m.recipientInvalid(destinationChain?.vmType ?? 'evm')
      : q.recipient === 'token'
        ? m.recipientIsToken
        : undefined
  return (
    <div className="cp-recipient" data-state={open ? 'open' : 'closed'}>
      {/* Needed: no toggle to hide the field (the CSS display of the label would beat `hidden`). */}
      {!required && (
        <label className="cp-toggle">
          <input
            type="checkbox"
            checked={open}
            onChange={(event) => {
              setToggled(event.target.checked)
              if (!event.target.checked) update({ recipient: '' })
            }}
          />
          <span>{m.sendToAnother}</span>
        </label>
      )}
      {open && (
        <div className="cp-field" data-state={q.recipient}>
          <label className="cp-label" htmlFor={`${id}-recipient`}>
            {required ? m.recipientNeeded(chainName) : m.recipient}
          </label>
          <input
            id={`${id}-recipient`}
            className="cp-input cp-input--small"
            autoComplete="off"
            spellCheck={false}
            placeholder={required ? undefined : m.recipientPlaceholder}
            required={required}
            value={value.recipient}
            aria-invalid={q.recipient === 'invalid'}
            aria-describedby={note ? `${id}-recipient-note` : undefined}
            onChange={(event) => update({ recipient: event.target.value })}
          />
          {note && (
            <p
              id={`${id}-recipient-note`}
              className={q.recipient === 'invalid' ? 'cp-field-error' : 'cp-warning'}
              role="alert"
            >
              {note}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
