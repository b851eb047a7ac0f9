'use client'
import { useFastFill } from '@crosspay/core'
import { type FormEvent, useId, useState } from 'react'

/**
 * Fast-fills a request by id (`useFastFill`): the destination is filled before the origin deposit finalises,
 * held against the app balance. An optional USD ceiling refuses requests worth more. The service checks the
 * balance (no client-side check: the request's value is not known here).
 */
export function FastFillForm() {
  const id = useId()
  const [requestId, setRequestId] = useState('')
  const [maxUsd, setMaxUsd] = useState('')
  const fastFill = useFastFill()
  const max = maxUsd.trim() === '' ? undefined : Number(maxUsd)
  const maxValid = max === undefined || (Number.isFinite(max) && max >= 0)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!requestId.trim() || !maxValid) return
    fastFill.mutate({ requestId: requestId.trim(), ...(max !== undefined ? { maxFillAmountUsd: max } : {}) })
  }
  return (
    <form className="demo-form" onSubmit={submit} data-state={fastFill.status}>
      <label htmlFor={`${id}-request`}>Request id</label>
      <input
        id={`${id}-request`}
        value={requestId}
        onChange={(event) => setRequestId(event.target.value)}
        placeholder="0x…"
        spellCheck={false}
        autoComplete="off"
      />
      <label htmlFor={`${id}-max`}>Fill only up to (USD, optional)</label>
      <div className="demo-form-row">
        <input
          id={`${id}-max`}
          inputMode="decimal"
          value={maxUsd}
          aria-invalid={!maxValid}
          onChange={(event) => setMaxUsd(event.target.value)}
        />
        <button type="submit" disabled={!requestId.trim() || !maxValid || fastFill.isPending}>
          Fast fill
        </button>
      </div>
      <p aria-live="polite" className={fastFill.error ? 'demo-error' : 'demo-muted'}>
        {fastFill.error
          ? // The kit's message says what was refused and why ("Fast fill refused: …"): shown as it is.
            (fastFill.error.shortMessage ?? fastFill.error.message)
          : fastFill.isPending
            ? 'Asking the service…'
            : fastFill.data
              ? `The service answered: ${fastFill.data.message}`
              : 'Fills are held against the app balance until the deposit lands.'}
      </p>
    </form>
  )
}
