'use client'
import type { SponsorshipDescription } from '@crosspay/core/sponsorship'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { formatUsd } from '../format/formatUsd'
import { sponsorshipState } from './sponsorshipState'

/** Props of {@link SponsorshipNotice}. */
export type SponsorshipNoticeProps = {
  /** What `describeSponsorship(parameters, quote)` says of the quote. */
  description: SponsorshipDescription
  /** The sponsor's name, when the integrator gives one. Defaults to the messages' `defaultSponsor`. */
  sponsorName?: string | undefined
  /**
   * List each fee component with the sponsor's and the user's part. Defaults to true; false when a fee breakdown
   * beside it already marks the sponsored fees (each fee marked once).
   */
  components?: boolean | undefined
}

const components = ['execution', 'platform', 'swap'] as const

/**
 * Who pays which fee, from `describeSponsorship` only: fully sponsored, partly (the cap, and what the user pays
 * above it), not sponsored, or asked for but not confirmed by the quote; per fee component the sponsor's and the
 * user's part; and what is never covered (origin gas, app fees, the first permit approval, rent). USD in the host's
 * locale. Its state is on `data-state`; changes are announced (`aria-live`).
 */
export function SponsorshipNotice({
  description,
  sponsorName,
  components: listed = true,
}: SponsorshipNoticeProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.sponsorship
  const state = sponsorshipState(description)
  const sponsor = sponsorName ?? m.defaultSponsor
  const usd = (value: string) => formatUsd(value, locale)
  const headline =
    state === 'full'
      ? m.full(sponsor)
      : state === 'partial'
        ? m.partial(sponsor, usd(description.cap?.amountUsd ?? description.sponsoredTotal.amountUsd))
        : state === 'not-confirmed'
          ? m.notConfirmed
          : m.none
  const shown = state === 'full' || state === 'partial'
  return (
    <section className="cp-sponsorship" data-state={state} aria-live="polite">
      <p className="cp-sponsorship__headline">{headline}</p>
      {shown && listed && (
        <dl className="cp-sponsorship__components">
          {components
            .filter((c) => Number(description.components[c].total.amountUsd) > 0)
            .map((c) => {
              const share = description.components[c]
              return (
                <div key={c} className="cp-sponsorship__row" data-payer={share.payer}>
                  <dt>{m.components[c]}</dt>
                  <dd>
                    {share.payer === 'user'
                      ? `${m.youPay} ${usd(share.userPays.amountUsd)}`
                      : share.payer === 'split'
                        ? `${m.sponsorPays} ${usd(share.sponsored.amountUsd)} · ${m.youPay} ${usd(share.userPays.amountUsd)}`
                        : `${m.sponsorPays} ${usd(share.sponsored.amountUsd)}`}
                  </dd>
                </div>
              )
            })}
        </dl>
      )}
      {shown && description.notCovered.length > 0 && (
        <p className="cp-sponsorship__not-covered">
          {m.notCovered}:{' '}
          {description.notCovered
            .map((x) => m.notCoveredItems[x.item as keyof typeof m.notCoveredItems] ?? x.item)
            .join(', ')}
        </p>
      )}
    </section>
  )
}
