'use client'
import type { Quote } from '@crosspay/core'
import { type GaslessOptions, useGaslessPlan } from '@crosspay/core/execution'
import { useLoaded } from '../useLoaded/useLoaded'
import type { GaslessPlanNote } from './GaslessPlanNote'
import { loadGaslessPlanNote } from './loadGaslessPlanNote'

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
 * What paying without gas means, before the press: the executor's own decision for this quote and the connected
 * account (`useGaslessPlan`), said by {@link GaslessPlanNote} ("No gas needed…", the one-time upgrade explained, or a
 * foreign delegate warned). Nothing while the plan is read or when the payment runs the normal steps. The note's
 * words are their own chunk (`loadGaslessPlanNote`), loaded once the plan has something to say: an EVM checkout without
 * gasless never downloads them.
 */
export function GaslessNote({ quote, gasless, sponsored, sponsorName }: GaslessNoteProps) {
  const plan = useGaslessPlan({ quote, gasless })
  const Note = useLoaded(
    loadGaslessPlanNote,
    plan?.kind === 'gasless' || plan?.kind === 'delegated-elsewhere',
  )
  if (!Note) return null
  return (
    <Note
      plan={plan}
      symbol={quote.details?.currencyIn?.currency.symbol ?? ''}
      sponsored={sponsored}
      sponsorName={sponsorName}
    />
  )
}
