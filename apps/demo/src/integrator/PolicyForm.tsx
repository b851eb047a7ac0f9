'use client'
import { formatDecimalAmount, parseTokenAmount } from '@crosspay/core'
import { useEffect, useId, useState } from 'react'
import type { DemoPolicy } from '../../shared/DemoPolicy'
import { feeComponents } from '../../shared/feeComponents'
import { useDemoPolicy } from './useDemoPolicy'

/** Reads a USD cap typed by a person ("0.5", "2") as 6-decimal units, or undefined when it is not one. */
const readCap = (text: string): string | undefined => {
  try {
    return String(parseTokenAmount(text.trim(), 6, 'cap'))
  } catch {
    return undefined
  }
}

/**
 * The sponsorship settings of the demo's proxy, applied live on the server: whether quotes are sponsored, the
 * cap per quote (USD), the fee components covered and rent. Each change is sent to `POST /demo/policy`; what the
 * server answers is shown as the policy in force.
 */
export function PolicyForm() {
  const id = useId()
  const { policy, apply } = useDemoPolicy()
  // While a change is on its way, show it at once (the server's answer replaces it, or the error says it was
  // refused): controlled inputs must change in the same event.
  const [pending, setPending] = useState<DemoPolicy | undefined>(undefined)
  const current = pending ?? policy.data
  const saved = policy.data
  const [capText, setCapText] = useState('')
  useEffect(() => {
    if (saved) setCapText(formatDecimalAmount(BigInt(saved.maxSubsidizationAmount), 6))
  }, [saved])

  if (!current)
    return (
      <p className="demo-muted" aria-live="polite">
        {policy.error ? `The policy could not be read: ${policy.error.message}` : 'Reading the policy…'}
      </p>
    )
  const send = (change: Partial<DemoPolicy>) => {
    const next = { ...current, ...change }
    setPending(next)
    apply.mutate(next, { onSettled: () => setPending((shown) => (shown === next ? undefined : shown)) })
  }
  const components = current.sponsoredFeeComponents
  const toggleComponent = (name: (typeof feeComponents)[number], on: boolean) => {
    const list = (components ?? [...feeComponents]).filter((c) => c !== name)
    const next = on ? feeComponents.filter((c) => c === name || list.includes(c)) : list
    if (next.length > 0) send({ sponsoredFeeComponents: next })
  }
  const capUnits = readCap(capText)
  const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })

  return (
    <form className="demo-form" onSubmit={(event) => event.preventDefault()} data-state={apply.status}>
      <label className="demo-check">
        <input
          type="checkbox"
          checked={current.subsidizeFees}
          onChange={(event) => send({ subsidizeFees: event.target.checked })}
        />
        Sponsor users' fees from the app balance
      </label>
      <fieldset disabled={!current.subsidizeFees}>
        <legend>Sponsorship</legend>
        <label htmlFor={`${id}-cap`}>Cap per quote (USD)</label>
        <div className="demo-form-row">
          <input
            id={`${id}-cap`}
            inputMode="decimal"
            value={capText}
            aria-invalid={capUnits === undefined}
            onChange={(event) => setCapText(event.target.value)}
            onBlur={() =>
              capUnits &&
              capUnits !== current.maxSubsidizationAmount &&
              send({ maxSubsidizationAmount: capUnits })
            }
            onKeyDown={(event) => {
              if (event.key === 'Enter' && capUnits) send({ maxSubsidizationAmount: capUnits })
            }}
          />
          <button
            type="button"
            disabled={!capUnits || capUnits === current.maxSubsidizationAmount}
            onClick={() => capUnits && send({ maxSubsidizationAmount: capUnits })}
          >
            Apply cap
          </button>
        </div>
        <label className="demo-check">
          <input
            type="checkbox"
            checked={components === null}
            onChange={(event) =>
              send({ sponsoredFeeComponents: event.target.checked ? null : [...feeComponents] })
            }
          />
          Every fee component (the service decides)
        </label>
        <fieldset className="demo-components" disabled={components === null}>
          <legend>Fee components sponsored</legend>
          {feeComponents.map((name) => (
            <label key={name} className="demo-check">
              <input
                type="checkbox"
                disabled={components === null}
                checked={components === null || components.includes(name)}
                onChange={(event) => toggleComponent(name, event.target.checked)}
              />
              {name}
            </label>
          ))}
        </fieldset>
        <label className="demo-check">
          <input
            type="checkbox"
            checked={current.subsidizeRent}
            onChange={(event) => send({ subsidizeRent: event.target.checked })}
          />
          Sponsor rent (destination accounts)
        </label>
      </fieldset>
      <p aria-live="polite" className={apply.error ? 'demo-error' : 'demo-muted'}>
        {apply.error
          ? `Not applied: ${apply.error.message}`
          : apply.isPending
            ? 'Applying…'
            : saved?.subsidizeFees
              ? `Every quote through the proxy is sponsored up to ${usd.format(Number(saved.maxSubsidizationAmount) / 1e6)}.`
              : 'Quotes through the proxy are not sponsored: it strips the sponsorship fields.'}
      </p>
      <details>
        <summary>Policy in force on the server</summary>
        <pre data-testid="policy-json">{JSON.stringify(saved, null, 2)}</pre>
      </details>
    </form>
  )
}
