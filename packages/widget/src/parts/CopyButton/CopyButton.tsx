'use client'
import { useContext, useEffect, useState } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link CopyButton}. */
export type CopyButtonProps = {
  /** The text copied (whole). */
  value: string
}

/**
 * A small button that copies `value` (`navigator.clipboard`), labelled with what it copies; after a copy it says
 * "Copied" for a moment (`data-state="copied"`).
 */
export function CopyButton({ value }: CopyButtonProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.address
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  const onCopy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => {},
    )
  }
  return (
    <button
      type="button"
      className="cp-copy"
      data-state={copied ? 'copied' : 'idle'}
      aria-label={copied ? m.copied : m.copyLabel(value)}
      title={copied ? m.copied : m.copy}
      onClick={onCopy}
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {copied ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        ) : (
          <path
            d="M5 5V2.5h8.5V11H11M2.5 5H11v8.5H2.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        )}
      </svg>
    </button>
  )
}
