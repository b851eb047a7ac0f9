'use client'
import { type CrosspayClient, useCrosspayClient } from '@crosspay/core'
import { type ExecuteClaimReturnType, useClaimAppFees } from '@crosspay/core/execution'
import { useMemo, useRef, useState } from 'react'

/** Where a claim is: `asking` the service, waiting for the wallet's signature (`signing`), `paying-out`. */
export type ClaimPhase = 'idle' | 'asking' | 'signing' | 'paying-out' | 'claimed' | 'failed'

/** What one claim asked for, kept to show it once paid out. */
export type ClaimRequest = {
  wallet: string
  chainId: number
  currency: string
  amount: bigint
  recipient: `0x${string}`
  /** The currency's symbol and decimals, to show the amount. */
  symbol: string
  decimals: number
}

/** Parameters of {@link useClaimFlow}. */
export type UseClaimFlowParameters = {
  /** Called with the claim and the payout once the service has paid out. */
  onClaimed?: ((claim: ClaimRequest & ExecuteClaimReturnType) => void) | undefined
  /** Called with the error when a claim fails. */
  onError?: ((error: Error) => void) | undefined
}

/**
 * `useClaimAppFees` with its progress in phases: the mutation's client is the host's, seen through a wrapper that
 * notes when the claim is asked for (`POST …/claim`), answered (the wallet is asked to sign next) and confirmed
 * (`…/claim/confirm`, the payout). Nothing of core is replaced: the requests go through the host's client.
 */
export function useClaimFlow({ onClaimed, onError }: UseClaimFlowParameters = {}) {
  const client = useCrosspayClient()
  const [phase, setPhase] = useState<ClaimPhase>('idle')
  const [request, setRequest] = useState<ClaimRequest | undefined>(undefined)
  const asked = useRef<ClaimRequest | undefined>(undefined)
  // The outcome is kept here, set with the phase: the mutation's own `data`/`error` arrive a render later.
  const [outcome, setOutcome] = useState<{ data?: ExecuteClaimReturnType; error?: Error }>({})
  const watched = useMemo<CrosspayClient>(
    () => ({
      ...client,
      request: (parameters) => {
        const confirm = /\/claim\/confirm$/.test(parameters.path)
        const ask = !confirm && /\/claim$/.test(parameters.path)
        if (ask) setPhase('asking')
        if (confirm) setPhase('paying-out')
        const answer = client.request(parameters)
        if (ask)
          void answer.then(
            () => setPhase('signing'),
            () => {},
          )
        return answer
      },
    }),
    [client],
  )
  const mutation = useClaimAppFees({
    client: watched,
    mutation: {
      onSuccess: (data) => {
        setOutcome({ data })
        setPhase('claimed')
        if (asked.current) onClaimed?.({ ...asked.current, ...data })
      },
      onError: (error) => {
        setOutcome({ error })
        setPhase('failed')
        onError?.(error)
      },
    },
  })
  const claim = (next: ClaimRequest) => {
    asked.current = next
    setOutcome({})
    setRequest(next)
    setPhase('asking')
    mutation.mutate({
      wallet: next.wallet,
      chainId: next.chainId,
      currency: next.currency,
      amount: next.amount.toString(),
      recipient: next.recipient,
    })
  }
  const reset = () => {
    setPhase('idle')
    setOutcome({})
    mutation.reset()
  }
  return { phase, request, claim, reset, data: outcome.data, error: outcome.error }
}
