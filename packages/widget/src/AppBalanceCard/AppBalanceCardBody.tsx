'use client'
import { useAppBalance, useChains } from '@crosspay/core'
import { useContext } from 'react'
import type { Address } from 'viem'
import { isServiceUnreachable } from '../parts/errors/isServiceUnreachable'
import { RecoveryNotice } from '../parts/RecoveryNotice/RecoveryNotice'
import { WidgetContext } from '../root/WidgetContext'
import { BalanceList } from './BalanceList'
import { BalanceTotals } from './BalanceTotals'
import { ClaimForm, type ClaimFormProps } from './ClaimForm'
import { DepositForm, type DepositFormProps } from './DepositForm'

/** Props of {@link AppBalanceCardBody}: the card's own props, without the root's. */
export type AppBalanceCardBodyProps = {
  /** The sponsorship wallet linked to the app's key; undefined: none is linked. */
  wallet?: Address | undefined
  /** How often the balance refreshes, ms (deposits, earnings, holds). Defaults to 15 000; `false`: never. */
  refetchInterval?: number | false | undefined
  onDeposit?: DepositFormProps['onDeposit']
  onClaim?: ClaimFormProps['onClaim']
  onError?: ((error: Error) => void) | undefined
}

/**
 * The card's content inside its `WidgetRoot`: no wallet, loading, error with retry, empty, or the balances (totals,
 * fast-fill readiness, each currency), then the deposit and claim forms. `data-state` says which.
 */
export function AppBalanceCardBody({
  wallet,
  refetchInterval = 15_000,
  onDeposit,
  onClaim,
  onError,
}: AppBalanceCardBodyProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.appBalance
  const balance = useAppBalance({ wallet, query: { refetchInterval } })
  const chains = useChains()
  const state = !wallet
    ? 'no-wallet'
    : balance.data
      ? balance.claimable.every((line) => !/[1-9]/.test(line.balance.amount))
        ? 'empty'
        : 'ready'
      : balance.isError
        ? 'error'
        : 'loading'
  return (
    <section className="cp-app-balance" data-state={state}>
      <h2 className="cp-app-balance__title">{m.title}</h2>
      {wallet && <p className="cp-app-balance__wallet">{wallet}</p>}
      {state === 'no-wallet' && (
        <p className="cp-app-balance__readiness" data-state="no-wallet" aria-live="polite">
          {m.noWallet}
        </p>
      )}
      {state === 'loading' && (
        <p className="cp-app-balance__status" aria-live="polite">
          {m.loading}
        </p>
      )}
      {state === 'error' && (
        <div className="cp-app-balance__status" role="alert">
          <p>
            {m.loadError}{' '}
            {isServiceUnreachable(balance.error)
              ? messages.recovery.unreachable
              : balance.error?.shortMessage}
          </p>
          {balance.isRetrying ? (
            <RecoveryNotice
              isRetrying
              nextAttemptAt={balance.nextAttemptAt}
              onRetry={() => void balance.refetch()}
            />
          ) : (
            <button
              type="button"
              className="cp-button cp-button--ghost"
              onClick={() => void balance.refetch()}
            >
              {m.retry}
            </button>
          )}
        </div>
      )}
      {wallet && balance.data && (
        <>
          <BalanceTotals balance={balance.data} wallet={wallet} />
          {state === 'empty' ? (
            <p className="cp-app-balance__status">{m.empty}</p>
          ) : (
            <BalanceList
              lines={balance.claimable.filter((line) => /[1-9]/.test(line.balance.amount))}
              chains={chains.data}
            />
          )}
          <DepositForm wallet={wallet} onDeposit={onDeposit} onError={onError} />
          <ClaimForm wallet={wallet} onClaim={onClaim} onError={onError} />
        </>
      )}
    </section>
  )
}
