'use client'
import type { Chain } from '@crosspay/core'
import type {
  GaslessOptions,
  PaymentMethod,
  PaymentSource,
  UsePaymentReturnType,
} from '@crosspay/core/execution'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { useContext, useId } from 'react'
import type { ConnectSolanaButton } from '../parts/ConnectSolanaButton/ConnectSolanaButton'
import { quoteErrorText } from '../parts/errors/quoteErrorText'
import { GaslessNote } from '../parts/GaslessNote/GaslessNote'
import { QuoteLine } from '../parts/QuoteLine/QuoteLine'
import { StartErrorNotice } from '../parts/StartErrorNotice/StartErrorNotice'
import { WidgetContext } from '../root/WidgetContext'
import { DepositSourcePicker } from './DepositSourcePicker'
import { MethodTabs } from './MethodTabs'
import type { PaymentSourceOption } from './orderPaymentSources'
import { PayButton } from './PayButton'
import { SourceList } from './SourceList'

/** Props of {@link CheckoutForm}. */
export type CheckoutFormProps = {
  method: PaymentMethod
  onMethod: (method: PaymentMethod) => void
  connected: boolean
  onConnectWallet: (() => void) | undefined
  sources: PaymentSourceOption[]
  sourcesLoading: boolean
  chains: readonly Chain[]
  source: PaymentSource | undefined
  onSource: (source: PaymentSource) => void
  refundTo: string
  onRefundTo: (value: string) => void
  refundToInvalid: boolean
  payment: UsePaymentReturnType
  sponsorshipAsked: boolean
  sponsorName: string | undefined
  /** Connects the page's Solana wallet (wallet-standard); undefined when there is none to connect. */
  onConnectSolana?: (() => void) | undefined
  /** The button that does it, from the checkout's Solana parts (loaded only when the service lists a Solana chain). */
  ConnectSolanaButton?: typeof ConnectSolanaButton | undefined
  /** The checkout's `gasless` option, for an EVM source: what paying without gas means is said above Pay. */
  gasless?: GaslessOptions | undefined
}

/** The checkout before paying: how (wallet or deposit address), from where, the quote's fees and sponsorship, the button. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const refundId = useId()
  const { payment: pay, source } = props
  const key = source ? `${source.chainId}:${source.currency.toLowerCase()}` : undefined
  const wallet = props.method === 'wallet'
  const noneCovers = props.sources.length > 0 && props.sources.every((s) => s.coverage === 'short')
  const problem = pay.mismatch
    ? m.refused
    : pay.quoteError
      ? quoteErrorText(pay.quoteError, messages).text
      : undefined
  const sponsorship =
    props.sponsorshipAsked && pay.quote && pay.parameters
      ? describeSponsorship(pay.parameters, pay.quote)
      : undefined
  return (
    <div className="cp-checkout__form" data-method={props.method}>
      <MethodTabs method={props.method} onChange={props.onMethod} />
      {wallet && props.connected && props.sourcesLoading && <p className="cp-muted">{m.loadingBalances}</p>}
      {wallet && props.connected && !props.sourcesLoading && props.sources.length === 0 && (
        <p className="cp-checkout__notice" data-state="empty">
          {m.noBalance}
        </p>
      )}
      {wallet && noneCovers && (
        <p className="cp-checkout__notice" data-state="insufficient" role="status">
          {m.insufficientEverywhere}
        </p>
      )}
      {wallet && props.sources.length > 0 && (
        <SourceList
          sources={props.sources}
          selected={key}
          onSelect={(s) => props.onSource({ chainId: s.chain.id, currency: s.token.address })}
        />
      )}
      {!wallet && (
        <>
          <p className="cp-muted">{m.depositHint}</p>
          <DepositSourcePicker chains={props.chains} value={key ?? ''} onChange={props.onSource} />
          <div className="cp-field">
            <label className="cp-label" htmlFor={refundId}>
              {m.refundTo}
            </label>
            <input
              id={refundId}
              className="cp-input cp-input--small"
              spellCheck={false}
              autoComplete="off"
              value={props.refundTo}
              aria-invalid={props.refundToInvalid}
              aria-describedby={`${refundId}-hint`}
              onChange={(e) => props.onRefundTo(e.target.value)}
            />
            <p id={`${refundId}-hint`} className="cp-muted cp-checkout__hint">
              {m.refundToHint}
            </p>
          </div>
        </>
      )}
      {/* What the buyer pays on one line, the fees (sponsored ones marked once) behind it. */}
      {pay.quote && (
        <QuoteLine
          quote={pay.quote}
          sponsorship={sponsorship}
          sponsorName={props.sponsorName}
          sameChain={false}
          total={pay.quote.details?.currencyIn}
        />
      )}
      {/* Paid without native gas (the gasless path): said, with the one-time upgrade, or a foreign delegate warned. */}
      {wallet && props.gasless && pay.quote && (
        <GaslessNote
          quote={pay.quote}
          gasless={props.gasless}
          sponsored={props.sponsorshipAsked}
          sponsorName={props.sponsorName}
        />
      )}
      {/* The last press stopped before anything was sent (the executor could not load): why, and Try again. */}
      {pay.error && !pay.progress && <StartErrorNotice error={pay.error} onRetry={pay.pay} />}
      {/* The merchant's server refused the press (the order is paid, or paid by another payment in flight). */}
      {pay.startError && (
        <p className="cp-checkout__notice" role="alert" data-state="start-refused">
          {m.startRefused} {pay.startError.message}
        </p>
      )}
      <PayButton
        status={pay.status}
        method={props.method}
        quote={pay.quote}
        problem={problem}
        connected={props.connected}
        onConnectWallet={props.onConnectWallet}
        onPay={pay.pay}
      />
      {wallet &&
        props.ConnectSolanaButton &&
        props.onConnectSolana &&
        props.onConnectSolana !== props.onConnectWallet && (
          <props.ConnectSolanaButton onConnect={props.onConnectSolana} />
        )}
    </div>
  )
}
