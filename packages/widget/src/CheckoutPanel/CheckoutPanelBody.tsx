'use client'
import { type PaymentMethod, type PaymentSource, usePayment } from '@crosspay/core/execution'
import { useQueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useMemo, useState } from 'react'
import { isAddress } from 'viem'
import { ExecutionProgress } from '../parts/ExecutionProgress/ExecutionProgress'
import { StartErrorNotice } from '../parts/StartErrorNotice/StartErrorNotice'
import { WidgetContext } from '../root/WidgetContext'
import { CheckoutForm } from './CheckoutForm'
import { CheckoutOutcome } from './CheckoutOutcome'
import type { CheckoutPanelProps } from './CheckoutPanelProps'
import { CheckoutPending } from './CheckoutPending'
import { CheckoutReceipt } from './CheckoutReceipt'
import { checkoutBalancesKey } from './checkoutBalancesKey'
import { DepositInstructions } from './DepositInstructions'
import { findChainToken } from './findChainToken'
import { OwedAmount } from './OwedAmount'
import type { UseBuyerWalletsReturnType } from './useBuyerWallets'
import { usePaymentSources } from './usePaymentSources'

type BodyProps = Omit<CheckoutPanelProps, 'theme' | 'messages' | 'locale' | 'className'> & {
  /** The buyer's wallets (`useBuyerWallets`, kept by `CheckoutPanel` beside its Solana wallet discovery). */
  buyer: UseBuyerWalletsReturnType
}

/**
 * The checkout inside its root: the owed amount, then the form (how and from where), the deposit instructions or the
 * wallet's progress while paying, a refund or failure explained, and the receipt once paid.
 */
export function CheckoutPanelBody(props: BodyProps) {
  const { messages } = useContext(WidgetContext)
  const { recipient, chainId, currency, amount, appFees, sponsorship, reference } = props
  const paymentKey = JSON.stringify([recipient, chainId, currency, amount, appFees, sponsorship, reference])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `paymentKey` stands for the payment's fields
  const payment = useMemo(
    () => ({ recipient, chainId, currency, amount, appFees, sponsorship, reference }),
    [paymentKey],
  )
  const wallets = props.buyer
  const isConnected = wallets.connected
  const [chosenMethod, setMethod] = useState<PaymentMethod | undefined>(undefined)
  const method = chosenMethod ?? (isConnected ? 'wallet' : 'deposit-address')
  const [walletPick, setWalletPick] = useState<PaymentSource | undefined>(undefined)
  const [depositPick, setDepositPick] = useState<PaymentSource | undefined>(undefined)
  const [refundTo, setRefundTo] = useState('')
  const { sources, isLoading, chains } = usePaymentSources(
    payment,
    method === 'wallet' ? { evm: wallets.evm, svm: wallets.svm.address } : {},
  )
  const firstCovering = sources.find((s) => s.coverage === 'covers')
  const source =
    method === 'wallet'
      ? (walletPick ??
        (firstCovering && { chainId: firstCovering.chain.id, currency: firstCovering.token.address }))
      : (depositPick ?? { chainId, currency })
  const refundToValid = refundTo.trim() === '' || isAddress(refundTo.trim())
  const pay = usePayment({
    payment,
    source,
    method,
    // The account of the source's chain family signs and is the quote's user (a Solana wallet from Solana).
    payer: wallets.payerFor(source?.chainId),
    svm: wallets.svm.wallet ? { wallet: wallets.svm.wallet } : undefined,
    refundTo: refundTo.trim() && refundToValid ? refundTo.trim() : undefined,
    depositWindowMs: props.depositWindowMs,
    order: props.order,
    onPaymentStart: props.onPaymentStart,
    onPaymentReleased: props.onPaymentReleased,
    onPaid: props.onPaid,
    gasless: props.gasless,
  })
  // A payment that moved the buyer's funds (paid, refunded, failed after the deposit): the balances are read again,
  // so the next order in this tab shows what the wallet holds now.
  const queryClient = useQueryClient()
  const fundsMoved = pay.status === 'paid' || pay.status === 'refunded' || pay.status === 'failed'
  useEffect(() => {
    if (fundsMoved) void queryClient.invalidateQueries({ queryKey: checkoutBalancesKey })
  }, [fundsMoved, queryClient])
  // The page's Solana wallet, offered while none is connected (a host's own `wallets.svm` is connected already).
  const connectSolana = wallets.connectSolana
  const owed = findChainToken(chains, chainId, currency)
  const chainOf = (id: number) => chains.find((c) => c.id === id)
  const shownQuote = pay.paidQuote ?? pay.quote
  const header = (
    <OwedAmount
      amount={amount}
      token={owed.token}
      chain={owed.chain}
      usd={shownQuote?.details?.currencyOut?.amountUsd}
      merchantName={props.merchantName}
    />
  )

  if (pay.status === 'paid' && pay.receipt)
    return (
      <CheckoutReceipt
        receipt={pay.receipt}
        token={owed.token}
        chain={chainOf}
        merchantName={props.merchantName}
        quotedInput={pay.paidQuote?.details?.currencyIn?.amount}
      />
    )
  if ((pay.status === 'refunded' || pay.status === 'failed') && pay.progress)
    return (
      <>
        {header}
        <CheckoutOutcome progress={pay.progress} onStartAgain={pay.canStartAgain ? pay.retry : undefined} />
      </>
    )
  if (
    pay.status === 'unconfirmed' ||
    pay.status === 'checking' ||
    pay.status === 'elsewhere' ||
    pay.status === 'closed'
  )
    return (
      <>
        {header}
        <CheckoutPending
          status={pay.status}
          payment={pay}
          orderStatus={props.order?.status === 'refunded' ? 'refunded' : 'expired'}
        />
        {pay.status === 'unconfirmed' && pay.progress && pay.progress.steps.length > 0 && (
          <ExecutionProgress progress={pay.progress} error={pay.error} quote={pay.paidQuote} />
        )}
      </>
    )
  if (pay.deposit && pay.status === 'paying') {
    const input = pay.paidQuote?.details?.currencyIn?.currency
    const chain = chainOf(pay.deposit.chainId)
    return (
      <>
        {header}
        <DepositInstructions
          deposit={pay.deposit}
          token={input}
          chainName={chain?.displayName ?? chain?.name ?? String(pay.deposit.chainId)}
          requestStatus={pay.progress?.request?.status}
        />
      </>
    )
  }
  if (pay.progress && pay.status === 'paying')
    return (
      <>
        {header}
        <ExecutionProgress progress={pay.progress} error={pay.error} quote={pay.paidQuote} />
      </>
    )
  return (
    <>
      {header}
      {pay.status === 'resumable' && (
        <div className="cp-resume" data-state="resume" role="status">
          <p>{messages.checkout.resumeTitle}</p>
          {/* Resume could not load the executor: said, and Resume below tries again. */}
          {pay.error?.reason === 'load-failed' && <StartErrorNotice error={pay.error} />}
          <button type="button" className="cp-button cp-button--primary" onClick={pay.resume}>
            {messages.checkout.resume}
          </button>
        </div>
      )}
      {pay.status !== 'resumable' && (
        <CheckoutForm
          method={method}
          onMethod={setMethod}
          connected={isConnected}
          onConnectWallet={props.onConnectWallet ?? connectSolana}
          onConnectSolana={connectSolana}
          ConnectSolanaButton={wallets.parts?.ConnectSolanaButton}
          // The gasless path is an EVM account's (EIP-7702): a Solana source pays its own fees.
          gasless={chainOf(source?.chainId ?? chainId)?.vmType === 'svm' ? undefined : props.gasless}
          sources={sources}
          sourcesLoading={isLoading}
          chains={chains}
          source={source}
          onSource={method === 'wallet' ? setWalletPick : setDepositPick}
          refundTo={refundTo}
          onRefundTo={setRefundTo}
          refundToInvalid={!refundToValid}
          payment={pay}
          sponsorshipAsked={sponsorship?.subsidizeFees === true}
          sponsorName={props.sponsorName}
        />
      )}
    </>
  )
}
