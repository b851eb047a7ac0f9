'use client'
import { useContext, useEffect, useRef } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Address } from '../Address/Address'
import { clipText } from '../format/clipText'
import type { PickerToken } from './listPickerTokens'

/** Props of {@link UnverifiedWarning}. */
export type UnverifiedWarningProps = {
  token: PickerToken
  /** Chooses the token after all. */
  onConfirm(): void
  /** Leaves the warning; nothing is chosen. */
  onCancel(): void
}

/**
 * The warning the picker shows before an unverified token is chosen: its symbol, that anyone can issue a token
 * under that name, its address to check, then "Choose anyway" or "Back". Focus moves to Back, so Enter does not
 * choose the token by accident.
 */
export function UnverifiedWarning({ token, onConfirm, onCancel }: UnverifiedWarningProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  return (
    <div className="cp-picker__warning" role="alert" data-state="unverified">
      <p>{m.unverifiedWarning(clipText(token.symbol, 12))}</p>
      <p className="cp-muted">
        <Address value={token.address} keep={8} />
      </p>
      <div className="cp-picker__warning-actions">
        <button ref={back} type="button" className="cp-button cp-button--ghost" onClick={onCancel}>
          {m.back}
        </button>
        <button type="button" className="cp-button" data-action="choose-unverified" onClick={onConfirm}>
          {m.chooseAnyway}
        </button>
      </div>
    </div>
  )
}
