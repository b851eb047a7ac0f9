'use client'
import { RequestStatus } from '@crosspay/widget'
import { type FormEvent, useId, useState } from 'react'
import type { DemoTheme } from '../layout/DemoTheme'

/** Props of {@link StatusPage}. */
export type StatusPageProps = {
  /** The request id from the address (`#/status/<id>`), if any. */
  requestId: string | undefined
  /** The page's theme, passed on to the status. */
  theme: DemoTheme
}

/** Status: any request id (typed, or from the address) followed with the widget's `RequestStatus`. */
export function StatusPage({ requestId, theme }: StatusPageProps) {
  const inputId = useId()
  const [draft, setDraft] = useState(requestId ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const id = draft.trim()
    if (id) window.location.hash = `#/status/${encodeURIComponent(id)}`
  }
  return (
    <>
      <form className="demo-card demo-form" onSubmit={submit}>
        <label htmlFor={inputId}>Request id</label>
        <div className="demo-form-row">
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
          />
          <button type="submit" disabled={!draft.trim()}>
            Show status
          </button>
        </div>
      </form>
      {requestId ? (
        <RequestStatus className="demo-status" requestId={requestId} theme={theme} />
      ) : (
        <p className="demo-muted">Type a request id (from History, or a bridge you made) to follow it.</p>
      )}
    </>
  )
}
