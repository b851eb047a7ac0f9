'use client'
import { useAppBalance } from '@crosspay/core'
import { type FormEvent, useContext, useEffect, useId, useState } from 'react'
import { type Address, zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { AmountInput } from '../parts/AmountInput/AmountInput'
import { formatTokenAmount } from '../parts/format/formatTokenAmount'
import { useWalletBalances } from '../parts/useWalletBalances/useWalletBalances'
import { WidgetContext } from '../root/WidgetContext'
import { explorerTxUrl } from './explorerTxUrl'
import { type DepositState, depositChainId, useDepositFlow } from './useDepositFlow'

/** Props of {@link DepositForm}. */
export type DepositFormProps = {
  /** The sponsorship wallet whose app balance the deposit credits. */
  wallet: Address
  /** Called once the deposit is credited (the balance line grew by it). */
  onDeposit?: ((deposit: { hash: `0x${string}`; currency: Address; amount: bigint }) => void) | undefined
  /** Called when a deposit fails or is declined. */
  onError?: ((error: Error) => void) | undefined
}

/**
 * Funds the app balance from the connected wallet on chain 8453: the currency (native, or a token the balance
 * already holds there), the amount (refused above the wallet's own balance, before anything is sent), then the
 * progress (switching, sending, sent, confirmed, credited once the balance grows) with the explorer link.
 */
export function DepositForm({ wallet, onDeposit, onError }: DepositFormProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.appBalance.deposit
  const id = useId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const flow = useDepositFlow({ wallet, onError })
  const { phase } = flow.state
  const balance = useAppBalance({ wallet, query: { refetchInterval: phase === 'confirmed' ? 500 : false } })
  const base = flow.chains?.find((c) => c.id === depositChainId)
  const native = {
    address: zeroAddress as Address,
    symbol: base?.currency?.symbol ?? 'ETH',
    decimals: base?.currency?.decimals ?? 18,
  }
  const tokens = (balance.data?.balances ?? [])
    .map((b) => b.currency)
    .filter((c) => c.chainId === depositChainId && c.address.toLowerCase() !== zeroAddress)
    .map((c) => ({ address: c.address as Address, symbol: c.symbol, decimals: c.decimals }))
  const currencies = [native, ...tokens]
  const [chosen, setChosen] = useState<Address>(zeroAddress)
  const currency = currencies.find((c) => c.address === chosen) ?? native
  const [amount, setAmount] = useState<bigint | undefined>(undefined)
  // Bumped when a deposit is credited: the amount field starts empty again (a second click sends nothing).
  const [cleared, setCleared] = useState(0)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  // The wallet's own balance of the chosen currency, read by the lazily loaded `readWalletBalances` (viem's
  // contract-call code and `ox` stay out of the card's first load).
  const walletBalances = useWalletBalances(account, depositChainId, [currency.address], true)
  const held = walletBalances.balances.get(currency.address.toLowerCase())
  const lineAmount = (state: Pick<DepositState, 'currency'>) => {
    const line = balance.data?.balances.find(
      (b) =>
        b.currency.chainId === depositChainId &&
        b.currency.address.toLowerCase() === (state.currency ?? currency.address).toLowerCase(),
    )
    return BigInt(line && /^[0-9]+$/.test(line.amount) ? line.amount : '0')
  }

  const { state, markCredited } = flow
  const credited = state.phase === 'confirmed' && lineAmount(state) >= (state.creditedAt ?? 0n)
  useEffect(() => {
    if (!credited || !state.hash || !state.currency || state.amount === undefined) return
    markCredited()
    setAmount(undefined)
    setCleared((n) => n + 1)
    onDeposit?.({ hash: state.hash, currency: state.currency, amount: state.amount })
    void walletBalances.refetch()
  }, [credited, state, markCredited, onDeposit, walletBalances.refetch])

  const busy = ['switching', 'sending', 'sent', 'confirmed'].includes(phase)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!account) return setRefusal(m.disconnected)
    if (amount === undefined || amount <= 0n) return setRefusal(m.enterAmount)
    if (held === undefined || amount > held) return setRefusal(m.insufficient)
    setRefusal(undefined)
    void flow.deposit(amount, currency.address, lineAmount({ currency: currency.address }))
  }
  const link = state.hash ? explorerTxUrl(base, state.hash) : undefined
  const progress =
    phase === 'idle'
      ? undefined
      : phase === 'failed'
        ? m.failed(
            String(
              (state.error as { shortMessage?: string } | undefined)?.shortMessage ?? state.error?.message,
            ),
          )
        : m[phase]
  return (
    <form
      className="cp-app-balance__form cp-app-balance__deposit"
      data-state={!account ? 'disconnected' : refusal ? 'refused' : phase}
      onSubmit={submit}
      noValidate
    >
      <fieldset className="cp-app-balance__fieldset">
        <legend className="cp-app-balance__legend">{m.title}</legend>
        {!account && <p className="cp-app-balance__note">{m.disconnected}</p>}
        <label className="cp-label" htmlFor={`${id}-currency`}>
          {m.currency}
        </label>
        <select
          id={`${id}-currency`}
          className="cp-app-balance__select"
          value={currency.address}
          disabled={busy}
          onChange={(event) => {
            setChosen(event.target.value as Address)
            setAmount(undefined)
            setRefusal(undefined)
          }}
        >
          {currencies.map((c) => (
            <option key={c.address} value={c.address}>
              {c.symbol}
            </option>
          ))}
        </select>
        <AmountInput
          key={`${currency.address}:${cleared}`}
          decimals={currency.decimals}
          onChange={(value) => {
            setAmount(value)
            setRefusal(undefined)
          }}
        />
        {held !== undefined && (
          <p className="cp-app-balance__hint">
            {m.walletBalance(formatTokenAmount(held, currency.decimals, currency.symbol, locale))}
          </p>
        )}
        <button type="submit" className="cp-button cp-app-balance__submit" disabled={busy || !account}>
          {m.submit}
        </button>
        <div className="cp-app-balance__progress" aria-live="polite" data-state={refusal ? 'refused' : phase}>
          {refusal ? (
            <p className="cp-field-error" role="alert">
              {refusal}
            </p>
          ) : progress ? (
            <p>{progress}</p>
          ) : null}
          {!refusal && link && (
            <a className="cp-app-balance__link" href={link} target="_blank" rel="noopener noreferrer">
              {m.viewTransaction}
            </a>
          )}
        </div>
      </fieldset>
    </form>
  )
}
