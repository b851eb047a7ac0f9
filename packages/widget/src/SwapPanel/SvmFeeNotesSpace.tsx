import type { SponsorshipDescription } from '@crosspay/core/sponsorship'

/** Props of {@link SvmFeeNotesSpace}. */
export type SvmFeeNotesSpaceProps = { sponsorship: SponsorshipDescription }

/**
 * The room `SvmFeeNotes` takes (one blank hint line per Solana fee line the quote has), shown while the panel's Solana
 * parts are still loading, so the lines do not push the main button down when they arrive. Nothing for other quotes.
 */
export function SvmFeeNotesSpace({ sponsorship }: SvmFeeNotesSpaceProps) {
  const lines = [sponsorship.depositFeePayer, sponsorship.rent.required].filter(Boolean)
  if (lines.length === 0) return null
  return (
    <div className="cp-svm-fees" aria-hidden="true">
      {lines.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blank lines, in a fixed order
        <p key={i} className="cp-hint">
          {'\u00a0'}
        </p>
      ))}
    </div>
  )
}
