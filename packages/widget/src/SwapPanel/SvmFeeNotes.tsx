'use client'
import type { SponsorshipDescription } from '@crosspay/core/sponsorship'
import { useContext } from 'react'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link SvmFeeNotes}. */
export type SvmFeeNotesProps = {
  sponsorship: SponsorshipDescription
  sponsorName?: string | undefined
}

/**
 * The Solana lines under a quote: who pays the deposit's network fees when a `depositFeePayer` is set ("paid by" the
 * app), and the rent of the recipient's new token account on a Solana destination, marked as the app's when
 * `subsidizeRent` applies. Nothing for other quotes.
 */
export function SvmFeeNotes({ sponsorship, sponsorName }: SvmFeeNotesProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const app = sponsorName ?? messages.sponsorship.defaultSponsor
  const { depositFeePayer, rent } = sponsorship
  if (!depositFeePayer && !rent.required) return null
  return (
    <div className="cp-svm-fees">
      {depositFeePayer && (
        <p className="cp-hint" data-fee-payer="app">
          {m.feesPaidBy(app)}
        </p>
      )}
      {rent.required && (
        <p className="cp-hint" data-rent={rent.sponsored ? 'sponsored' : 'user'}>
          {rent.sponsored ? m.rentSponsored(app) : m.rentIncluded}
        </p>
      )}
    </div>
  )
}
