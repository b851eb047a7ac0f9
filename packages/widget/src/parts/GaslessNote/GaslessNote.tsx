'use client'
import type { Quote } from '@crosspay/core'
import { type GaslessOptions, useGaslessPlan } from '@crosspay/core/execution'
import { useContext, useId } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link GaslessNote}. */
export type GaslessNoteProps = {
  /** The quote about to be paid. */
  quote: Quote
  /** The `gasless` option the payment runs with. */
  gasless: GaslessOptions
  /** The integrator's server sponsors the gas (its app balance pays the relayer). */
  sponsored: boolean
  /** Named as the sponsor. Defaults to the messages' `defaultSponsor`. */
  sponsorName?: string | undefined
}

/**
 * What paying without gas means, before the press (`useGaslessPlan`: the executor's own decision for this quote and
 * account): "No gas needed: paid from your USDC" (or "… sponsored by <app>"), and the wallet prompts to expect, the
 * one-time "Upgrade your account to pay without gas" with what it means, then "Sign the payment". An account
 * delegated to an unknown contract is warned (it pays with the normal steps, never gaslessly). Nothing while the plan
 * is read or when the payment runs the normal steps. The same words as the panel's review (`messages.review`).
 */
export function GaslessNote({ quote, gasless, sponsored, sponsorName }: GaslessNoteProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.review
  const id = useId()
  const plan = useGaslessPlan({ quote, gasless })
  if (plan?.kind === 'delegated-elsewhere')
    return (
      <p className="cp-warning" role="note" data-warning="delegated-elsewhere">
        {m.delegatedElsewhere(plan.delegate)}
      </p>
    )
  if (plan?.kind !== 'gasless') return null
  const symbol = quote.details?.currencyIn?.currency.symbol ?? ''
  return (
    <div className="cp-gasless" data-gasless={sponsored ? 'sponsored' : 'token'}>
      <dl className="cp-rows">
        <div className="cp-row" data-row="gas">
          <dt>{m.gas}</dt>
          <dd>
            {sponsored
              ? m.gasSponsored(sponsorName ?? messages.sponsorship.defaultSponsor)
              : m.gasFromToken(symbol)}
          </dd>
        </div>
      </dl>
      <div className="cp-review__prompts">
        <p className="cp-label" id={`${id}-prompts`}>
          {m.prompts}
        </p>
        <ol aria-labelledby={`${id}-prompts`}>
          {plan.upgrade && (
            <li data-prompt="upgrade">
              {m.prompt.upgrade}
              <span className="cp-muted cp-review__explain">{m.upgradeExplained}</span>
            </li>
          )}
          <li data-prompt="signPayment">{m.prompt.signPayment}</li>
        </ol>
      </div>
    </div>
  )
}
