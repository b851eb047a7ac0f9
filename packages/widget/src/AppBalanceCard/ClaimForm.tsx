'use client'
import { type ClaimableBalance, useAppBalance, useChains } from '@crosspay/core'
import { type FormEvent, useContext, useId, useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useConnection } from 'wagmi'
import { AmountInput } from '../parts/AmountInput/AmountInput'
import { formatAmountInput } from '../parts/format/formatAmountInput'
import { formatTokenAmount } from '../parts/format/formatTokenAmount'
import { readAmountInput } from '../parts/format/readAmountInput'
import { WidgetContext } from '../root/WidgetContext'
import { ClaimProgress } from './ClaimProgress'
import { chainLabel } from './chainLabel'
import { checkClaimInput } from './checkClaimInput'
import { type ClaimRequest, useClaimFlow } from './useClaimFlow'

/** Props of {@link ClaimForm}. */
export type ClaimFormProps = {
  /** The sponsorship wallet: it signs the claim, and the payout goes to it unless a recipient is given. */
  wallet: Address
  /** Called once the payout is sent, with the claim and its `txHash`. */
  onClaim?: ((claim: ClaimRequest & { message: string; txHash: string }) => void) | undefined
  /** Called when a claim fails or is refused by the service or the wallet. */
  onError?: ((error: Error) => void) | undefined
}

const key = (line: ClaimableBalance) => `${line.balance.currency.chainId}:${line.balance.currency.address}`

/**
 * Claims app fees: the currency (each line with something claimable, on an EVM chain; the others named with the
 * reason), the amount (all that is
 * claimable by default, or part), the recipient (the wallet by default, checked as an address) and the payout's
 * chain. Another connected account than the wallet is told it cannot claim (the button is off) before any press; bad
 * input is refused before anything is asked; after a claim the amount is left empty (never the rest pre-filled); it shows the
 * progress (asking, signing, paying out) and the payout with its explorer link.
 */
export function ClaimForm({ wallet, onClaim, onError }: ClaimFormProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.appBalance.claim
  const id = useId()
  const balance = useAppBalance({ wallet })
  const chains = useChains()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const flow = useClaimFlow({
    onClaimed: (claim) => {
      // The field is left empty, not filled with the rest of the balance: one more press must not claim it all.
      setText('')
      onClaim?.(claim)
    },
    onError,
  })
  const evm = (chainId: number) => {
    const vm = chains.data?.find((c) => c.id === chainId)?.vmType
    return vm === undefined || vm === 'evm'
  }
  const lines = balance.claimable.filter((c) => c.claimable > 0n && evm(c.balance.currency.chainId))
  // Balances the list shows but a claim here cannot take (an SVM chain's): named, so none seems forgotten.
  const elsewhere = balance.claimable
    .filter((c) => c.claimable > 0n && !evm(c.balance.currency.chainId))
    .map((c) => m.option(c.balance.currency.symbol, chainLabel(chains.data, c.balance.currency.chainId)))
  const notHere = elsewhere.length > 0 && (
    <p className="cp-app-balance__note" data-testid="claim-not-here">
      {m.notHere(elsewhere.join(', '))}
    </p>
  )
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const line = lines.find((c) => key(c) === chosen) ?? lines[0]
  const [text, setText] = useState<string | undefined>(undefined)
  const [recipient, setRecipient] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const busy = ['asking', 'signing', 'paying-out'].includes(flow.phase)
  // Only the sponsorship wallet signs a claim: another connected account is told so before any press.
  const otherAccount = account !== undefined && !isAddressEqual(account, wallet)
  const progress = (
    <ClaimProgress
      phase={flow.phase}
      request={flow.request}
      txHash={flow.data?.txHash}
      error={flow.error}
      refusal={refusal}
    />
  )
  if (!line)
    return (
      <div
        className="cp-app-balance__form cp-app-balance__claim"
        data-state={flow.phase === 'claimed' ? 'claimed' : 'nothing'}
      >
        <h3 className="cp-app-balance__legend">{m.title}</h3>
        <p className="cp-app-balance__note">{m.nothing}</p>
        {notHere}
        {progress}
      </div>
    )
  const { currency } = line.balance
  const held = BigInt(/^[0-9]+$/.test(line.balance.amount) ? line.balance.amount : '0')
  const amountText = text ?? formatAmountInput(line.claimable, currency.decimals, locale, false)
  const reading = readAmountInput(amountText, currency.decimals, locale)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!account) return setRefusal(m.disconnected)
    if (!isAddressEqual(account, wallet)) return setRefusal(m.otherAccount(account, wallet))
    const check = checkClaimInput({
      amount: reading.kind === 'amount' ? reading.value : undefined,
      recipient: recipient.trim() || wallet,
      held,
      claimable: line.claimable,
      holdsOutstanding: (balance.data?.outstandingFastFillBalanceUsd ?? 0) > 0,
    })
    const most = formatTokenAmount(line.claimable, currency.decimals, currency.symbol, locale)
    if (check.kind !== 'ok')
      return setRefusal(check.kind === 'aboveClaimable' ? m.aboveClaimable(most) : m[check.kind])
    setRefusal(undefined)
    flow.claim({
      wallet,
      chainId: currency.chainId,
      currency: currency.address,
      amount: check.amount,
      recipient: check.recipient,
      symbol: currency.symbol,
      decimals: currency.decimals,
    })
  }
  return (
    <form
      className="cp-app-balance__form cp-app-balance__claim"
      data-state={
        !account ? 'disconnected' : otherAccount ? 'other-account' : refusal ? 'refused' : flow.phase
      }
      onSubmit={submit}
      noValidate
    >
      <fieldset className="cp-app-balance__fieldset">
        <legend className="cp-app-balance__legend">{m.title}</legend>
        {!account && <p className="cp-app-balance__note">{m.disconnected}</p>}
        {otherAccount && (
          <p className="cp-app-balance__note" data-testid="claim-other-account">
            {m.otherAccountNote(account, wallet)}
          </p>
        )}
        <label className="cp-label" htmlFor={`${id}-currency`}>
          {m.currency}
        </label>
        <select
          id={`${id}-currency`}
          className="cp-app-balance__select"
          value={key(line)}
          disabled={busy}
          onChange={(event) => {
            setChosen(event.target.value)
            setText(undefined)
            setRefusal(undefined)
          }}
        >
          {lines.map((c) => (
            <option key={key(c)} value={key(c)}>
              {m.option(c.balance.currency.symbol, chainLabel(chains.data, c.balance.currency.chainId))}
            </option>
          ))}
        </select>
        {notHere}
        <AmountInput
          decimals={currency.decimals}
          value={amountText}
          onTextChange={(next) => {
            setText(next)
            setRefusal(undefined)
          }}
          max={line.claimable}
        />
        <p className="cp-app-balance__hint">
          {m.amountHint(formatTokenAmount(line.claimable, currency.decimals, currency.symbol, locale))}
        </p>
        <label className="cp-label" htmlFor={`${id}-recipient`}>
          {m.recipient}
        </label>
        <input
          id={`${id}-recipient`}
          className="cp-app-balance__text"
          value={recipient}
          placeholder={wallet}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-recipient-hint`}
          onChange={(event) => {
            setRecipient(event.target.value)
            setRefusal(undefined)
          }}
        />
        <p id={`${id}-recipient-hint`} className="cp-app-balance__hint">
          {m.recipientHint}
        </p>
        <p className="cp-app-balance__hint" data-name="chain">
          {m.chain(chainLabel(chains.data, currency.chainId))}
        </p>
        <button
          type="submit"
          className="cp-button cp-app-balance__submit"
          disabled={busy || !account || otherAccount}
        >
          {m.submit}
        </button>
        {progress}
      </fieldset>
    </form>
  )
}
