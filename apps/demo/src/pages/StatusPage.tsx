'use client'
import { RequestStatus } from '@crosspay/widget'
import { type FormEvent, useId, useState } from 'react'
import type { DemoTheme } from '../layout/DemoTheme'
import { isRequestId } from '../status/isRequestId'

/** Props of {@link StatusPage}. */
export type StatusPageProps = {
  /** The request id from the address (`#/status/<id>`), if any. */
  requestId: string | undefined
  /** The page's theme, passed on to the status. */
  theme: DemoTheme
  /** The language the demo's switch picked (`undefined`: the browser's), passed on to the status.*/
  locale?: string | undefined
}

const formatHint = 'A request id is 0x followed by 64 hex digits (0–9, a–f).'

/**
 * Status: any request id (typed, or from the address) followed with the widget's `RequestStatus`. An id of the
 * wrong form is refused on the page, before anything is asked of the service.
 */
export function StatusPage({ requestId, theme, locale }: StatusPageProps) {
  const inputId = useId()
  const [draft, setDraft] = useState(requestId ?? '')
  const [touched, setTouched] = useState(requestId !== undefined)
  const id = draft.trim()
  const invalid = touched && id !== '' && !isRequestId(id)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (isRequestId(id)) window.location.hash = `#/status/${id}`
  }
  return (
    <>
      <form className="demo-card demo-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Request id</label>
        <div className="demo-form-row">
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={`${inputId}-hint`}
          />
          <button type="submit" disabled={!id}>
            Show status
          </button>
        </div>
        <p id={`${inputId}-hint`} className={invalid ? 'demo-error' : 'demo-muted'} aria-live="polite">
          {invalid ? `Not a request id. ${formatHint}` : formatHint}
        </p>
      </form>
      {requestId && isRequestId(requestId) ? (
        <RequestStatus className="demo-status" requestId={requestId} theme={theme} locale={locale} />
      ) : requestId ? null : (
        <p className="demo-muted">
          Type a request id (from History, "Requests started here" on Bridge, or a quote) to follow it.
        </p>
      )}
    </>
  )
}
