'use client'
import type { GaslessPlan } from '@crosspay/core/execution'
import { useContext, useId } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link GaslessPlanNote}. */
export type GaslessPlanNoteProps = {
  /** The executor's plan for the quote and account (`useGaslessPlan`); undefined while it is read. */
  plan: GaslessPlan | undefined
  /** The symbol of what the buyer pays with (the gas is taken from it). */
  symbol: string
  /** The integrator's server sponsors the gas (its app balance pays the relayer). */
  sponsored: boolean
  /** Named as the sponsor. Defaults to the messages' `defaultSponsor`. */
  sponsorName?: string | undefined
}

/**
 * What a gasless plan means for the buyer, in the panel's review words (`messages.review`): "No gas needed: paid from
 * your USDC" (or "… sponsored by <app>"), then the wallet prompts to expect, the one-time "Upgrade your account to
 * pay without gas" with what it means, and "Sign the payment"; a warning when the account is delegated to an unknown
 * contract. Nothing for a plan that runs the normal steps, or while it is read.
 */
export function GaslessPlanNote({ plan, symbol, sponsored, sponsorName }: GaslessPlanNoteProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.review
  const id = useId()
  if (plan?.kind === 'delegated-elsewhere')
    return (
      <p className="cp-warning" role="note" data-warning="delegated-elsewhere">
        {m.delegatedElsewhere(plan.delegate)}
      </p>
    )
  if (plan?.kind !== 'gasless') return null
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
