'use client'
import { useChains } from '@crosspay/core'
import { useContext } from 'react'
import { formatTokenAmount } from '../parts/format/formatTokenAmount'
import { WidgetContext } from '../root/WidgetContext'
import { describeClaimError } from './describeClaimError'
import { explorerTxUrl } from './explorerTxUrl'
import type { ClaimPhase, ClaimRequest } from './useClaimFlow'

/** Props of {@link ClaimProgress}. */
export type ClaimProgressProps = {
  /** Where the claim is. */
  phase: ClaimPhase
  /** What was claimed (for the words once paid out). */
  request?: ClaimRequest | undefined
  /** The payout's transaction hash, once paid out. */
  txHash?: string | undefined
  /** Why the claim failed. */
  error?: unknown
  /** Why the input was refused before anything was asked (shown instead of the progress). */
  refusal?: string | undefined
}

/**
 * A claim's progress in words (asking, signing, paying out, claimed with the payout's explorer link, or why it failed
 * or was refused), in one polite live region whose `data-state` is the phase (or `refused`).
 */
export function ClaimProgress({ phase, request, txHash, error, refusal }: ClaimProgressProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.appBalance.claim
  const chains = useChains()
  const chain = chains.data?.find((c) => c.id === request?.chainId)
  const link = phase === 'claimed' && txHash ? explorerTxUrl(chain, txHash) : undefined
  const amount = request ? formatTokenAmount(request.amount, request.decimals, request.symbol, locale) : ''
  return (
    <div className="cp-app-balance__progress" aria-live="polite" data-state={refusal ? 'refused' : phase}>
      {refusal ? (
        <p className="cp-field-error" role="alert">
          {refusal}
        </p>
      ) : phase === 'asking' ? (
        <p>{m.asking}</p>
      ) : phase === 'signing' ? (
        <p>{m.signing}</p>
      ) : phase === 'paying-out' ? (
        <p>{m.payingOut}</p>
      ) : phase === 'failed' ? (
        <p className="cp-field-error" role="alert">
          {describeClaimError(error, m)}
        </p>
      ) : phase === 'claimed' && request ? (
        <p>
          {m.claimed(amount, request.recipient)}{' '}
          {link && (
            <a className="cp-app-balance__link" href={link} target="_blank" rel="noopener noreferrer">
              {m.viewPayout}
            </a>
          )}
        </p>
      ) : null}
    </div>
  )
}
