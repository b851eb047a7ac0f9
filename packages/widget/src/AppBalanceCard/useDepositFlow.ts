'use client'
import { getAppBalanceDepositRequest, useChains } from '@crosspay/core'
import { useState } from 'react'
import type { Address, Hash } from 'viem'
import { useConfig } from 'wagmi'
import { isWalletRejection } from './isWalletRejection'

/**
 * Where a deposit is: the wallet `switching` to chain 8453, asked to send it (`sending`), `sent` (a hash),
 * `confirmed` (mined, successful), `credited` (the app balance grew by it); or `rejected` / `failed`.
 */
export type DepositPhase =
  | 'idle'
  | 'switching'
  | 'sending'
  | 'sent'
  | 'confirmed'
  | 'credited'
  | 'rejected'
  | 'failed'

/** One deposit in flight: what was sent, and the balance line it must raise to count as credited. */
export type DepositState = {
  phase: DepositPhase
  /** The transaction hash, once sent. */
  hash?: Hash | undefined
  /** The deposited currency (on 8453) and amount. */
  currency?: Address | undefined
  amount?: bigint | undefined
  /** The line's amount before the deposit plus the deposit: credited once the balance reaches it. */
  creditedAt?: bigint | undefined
  error?: Error | undefined
}

/** The chain app-balance deposits are made on. */
export const depositChainId = 8453

/**
 * Sends an app-balance deposit with the host's wagmi connection: builds it with `getAppBalanceDepositRequest`
 * (crediting `wallet`), then `sendDeposit` (loaded on the first deposit) switches the wallet to chain 8453 first,
 * sends it, and waits for its receipt. Crediting is seen by the card (the balance line reaching `creditedAt`), which
 * calls {@link markCredited}.
 */
export function useDepositFlow({ wallet, onError }: { wallet: Address; onError?: (error: Error) => void }) {
  const config = useConfig()
  const chains = useChains()
  const [state, setState] = useState<DepositState>({ phase: 'idle' })
  const deposit = async (amount: bigint, currency: Address, before: bigint) => {
    const base = { amount, currency, creditedAt: before + amount }
    try {
      const request = getAppBalanceDepositRequest({
        chains: chains.data ?? [],
        amount,
        credit: wallet,
        currency,
      })
      // The sending code is fetched on the first deposit (a failed fetch is a failed deposit: nothing was sent).
      const { sendDeposit } = await import('./sendDeposit')
      const hash = await sendDeposit(config, {
        chainId: depositChainId,
        request,
        onPhase: (phase, hash) => setState({ ...base, phase, hash }),
      })
      setState({ ...base, phase: 'confirmed', hash })
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause))
      setState((current) => ({
        ...base,
        hash: current.hash,
        phase: isWalletRejection(error) ? 'rejected' : 'failed',
        error,
      }))
      onError?.(error)
    }
  }
  const markCredited = () => setState((current) => ({ ...current, phase: 'credited' }))
  return { state, deposit, markCredited, chains: chains.data }
}
