'use client'
import { type ExecutionError, isSettled, type Quote } from '@crosspay/core'
import { hasNothingToSign, useExecuteQuote, useGaslessPlan } from '@crosspay/core/execution'
import { useContext, useEffect, useRef, useState } from 'react'
import { useConnection } from 'wagmi'
import { ExecutionProgress } from '../parts/ExecutionProgress/ExecutionProgress'
import { useLoaded } from '../parts/useLoaded/useLoaded'
import type { UseSvmWalletReturnType } from '../parts/useSvmWallet/useSvmWallet'
import { useWalletBalances } from '../parts/useWalletBalances/useWalletBalances'
import { WidgetContext } from '../root/WidgetContext'
import { ChainsNotice } from './ChainsNotice'
import { emptySwapValue } from './emptySwapValue'
import { loadSvmParts } from './loadSvmParts'
import { maxSpendable } from './maxSpendable'
import { panelAction } from './panelAction'
import { ResumeNotice } from './ResumeNotice'
import { ReviewSheet } from './ReviewSheet'
import { SidePicker } from './SidePicker'
import { SwapForm } from './SwapForm'
import type { SwapPanelProps } from './SwapPanelProps'
import { usePanelQuote } from './usePanelQuote'
import { usePanelRoute } from './usePanelRoute'
import { useSwapValue } from './useSwapValue'

/**
 * The panel inside its root: the form (kept mounted, hidden, while the picker is open in its place; focus returns to
 * the button that opened the picker), and the execution once started.
 */
export function SwapPanelBody(props: SwapPanelProps) {
  const { messages } = useContext(WidgetContext)
  const [value, update] = useSwapValue(
    props.value,
    {
      ...emptySwapValue,
      originChainId: props.defaultOriginChainId,
      destinationChainId: props.defaultDestinationChainId,
      originCurrency: props.defaultOriginCurrency,
      destinationCurrency: props.defaultDestinationCurrency,
      ...props.defaultValue,
    },
    props.onValueChange,
  )
  const evm = useConnection()
  const route = usePanelRoute(value)
  // The wallet of the origin's chain family signs and is the quote's user: wagmi's for EVM, a Solana wallet for SVM.
  const originVm = route.originChain?.vmType ?? 'evm'
  // The host's Solana wallet, else the one the Solana parts discover (`SvmWalletProbe`, loaded with a Solana chain).
  const given = props.wallets?.svm
  const [discovered, setDiscovered] = useState<UseSvmWalletReturnType | undefined>(undefined)
  const svm = given
    ? { wallet: given, address: given.accounts[0]?.address }
    : { wallet: discovered?.wallet, address: discovered?.address }
  const address = originVm === 'svm' ? svm.address : evm.address
  const isConnected = originVm === 'svm' ? Boolean(svm.address) : evm.isConnected
  const execution = useExecuteQuote({
    svm: svm.wallet
      ? { wallet: svm.wallet, signAsFeePayer: props.depositFeePayer?.signAsFeePayer }
      : undefined,
    gasless: props.gasless,
    onProgress: props.onExecutionProgress,
    mutation: {
      onSuccess: (progress) => props.onSuccess?.(progress),
      onError: (error: ExecutionError) => props.onError?.(error),
    },
  })
  const executing = execution.progress !== undefined || execution.status === 'pending'
  // Earlier transfers not settled (a reload, another tab) hold the form until they settle or are dismissed: no
  // fresh quote and no enabled Bridge beside one that may be paying already.
  const [dismissed, setDismissed] = useState<readonly string[]>([])
  const open = [...execution.elsewhere, ...execution.unfinished].filter(
    (r) => !dismissed.includes(r.requestId),
  )
  const held = execution.status === 'idle' && open.length > 0
  const q = usePanelQuote(value, route, address, executing || held, props)
  // The Solana parts (wallet discovery, fee lines) load once a Solana chain is in the route, before any quote of it:
  // an EVM-only page never loads them.
  const svmParts = useLoaded(
    loadSvmParts,
    originVm === 'svm' ||
      route.destinationChain?.vmType === 'svm' ||
      Boolean(q.sponsorship?.depositFeePayer || q.sponsorship?.rent.required),
  )
  // Whether the account would pay without gas (read only with the `gasless` option: the review says so).
  const gaslessPlan = useGaslessPlan({ quote: props.gasless ? q.quote : undefined, gasless: props.gasless })
  // Renders nothing; kept at one place in the tree (above the form or the progress), so its state lives on.
  const probe = svmParts && !given && (
    <svmParts.SvmWalletProbe active={originVm === 'svm'} onChange={setDiscovered} />
  )
  // The quote being executed, kept for the progress view (the live quote is held, and reset afterwards).
  const [executed, setExecuted] = useState<Quote | undefined>(undefined)
  // The request the last press resumed (undefined: it executed the form's quote): what "Try again" repeats.
  const [resumed, setResumed] = useState<string | undefined>(undefined)
  // After a reload, a transfer with nothing left to sign (its deposit sent) is tracked at once, once per visit.
  const tracked = useRef(new Set<string>())
  const track =
    execution.status === 'idle'
      ? execution.unfinished.find(
          (r) =>
            !dismissed.includes(r.requestId) &&
            !tracked.current.has(r.requestId) &&
            r.progress.funds !== 'not-sent' &&
            hasNothingToSign(r),
        )
      : undefined
  useEffect(() => {
    if (!track) return
    tracked.current.add(track.requestId)
    setExecuted(track.quote)
    setResumed(track.requestId)
    execution.resume(track.requestId)
  }, [track, execution.resume])
  const [picking, setPicking] = useState<'origin' | 'destination' | undefined>(undefined)
  // The review is open (only while there is a quote to review: it closes by itself when the quote goes).
  const [reviewOpen, setReviewing] = useState(false)
  // The button that opened the picker: focus goes back to it when the picker closes.
  const opener = useRef<HTMLElement | null>(null)
  const closePicker = () => setPicking(undefined)
  const reviewing = reviewOpen && q.quote !== undefined
  // Once the form is shown again (a hidden element cannot take focus).
  useEffect(() => {
    if (picking !== undefined || reviewing || !opener.current) return
    opener.current.focus()
    opener.current = null
  }, [picking, reviewing])
  // Only the quote made for what the form holds at this press (this render's reading of it).
  const execute = () => {
    if (!q.quote || !q.current || !q.parameters) return
    setReviewing(false)
    opener.current = null
    setExecuted(q.quote)
    setResumed(undefined)
    execution.execute(q.quote, q.parameters)
  }
  const isEvm = originVm === 'evm'
  const { balances } = useWalletBalances(
    address,
    value.originChainId,
    value.originCurrency ? [value.originCurrency] : [],
    isEvm,
    originVm === 'svm' ? route.originChain?.httpRpcUrl : undefined,
  )
  const balance = value.originCurrency ? balances.get(value.originCurrency.toLowerCase()) : undefined
  const pays =
    value.tradeType === 'EXACT_INPUT'
      ? q.amount.kind === 'amount'
        ? q.amount.value
        : undefined
      : q.quote?.details?.currencyIn?.amount
        ? BigInt(q.quote.details.currencyIn.amount)
        : undefined
  const insufficient = balance !== undefined && pays !== undefined && pays > balance
  const action = panelAction({
    connected: isConnected,
    routeChosen: q.routeChosen,
    amountState: q.amount.kind === 'empty' ? 'empty' : q.amount.kind === 'amount' ? 'valid' : 'invalid',
    amountIsZero: q.amount.kind === 'amount' && q.amount.value === 0n,
    fieldsValid: q.fieldsValid,
    recipientRequired: q.recipient === 'required',
    insufficient,
    quoteLoading: q.quoteLoading,
    quoteErrorKind: q.error?.kind,
    hasQuote: q.current,
    quoteOutdated: q.updating,
    held,
  })

  if (execution.progress) {
    // Settled (isSettled: done, or stopped before anything left), or stopped with the funds on their way or
    // unknown: then the resume offer below the form continues it.
    const ended = isSettled(execution.progress) || execution.status === 'error'
    // A resume that could not load the executor: tried again at once (the reason and where the funds are are shown).
    const retry =
      execution.error?.reason === 'load-failed' && execution.status === 'error' ? resumed : undefined
    return (
      <>
        {probe}
        <div className="cp-panel__execution" key="execution">
          <ExecutionProgress progress={execution.progress} error={execution.error} quote={executed} />
          {retry && (
            <button
              type="button"
              className="cp-button cp-button--primary cp-button--block"
              onClick={() => execution.resume(retry)}
            >
              {messages.panel.retry}
            </button>
          )}
          {ended && (
            <button
              type="button"
              className={`cp-button ${retry ? 'cp-button--ghost' : 'cp-button--primary'} cp-button--block`}
              onClick={() => {
                execution.reset()
                update({ amount: '' })
              }}
            >
              {messages.panel.newTransfer}
            </button>
          )}
        </div>
      </>
    )
  }
  return (
    <>
      {probe}
      {/* The form stays mounted (hidden) while the picker is open: its state and the opener survive. */}
      <div className="cp-panel__main" key="form" hidden={picking !== undefined || reviewing}>
        {execution.status === 'idle' && execution.elsewhere[0] && (
          <ResumeNotice
            record={execution.elsewhere[0]}
            elsewhere
            onResume={() => undefined}
            onDismiss={(requestId) => setDismissed((ids) => [...ids, requestId])}
          />
        )}
        {execution.unfinished[0] && execution.status === 'idle' && (
          <ResumeNotice
            record={execution.unfinished[0]}
            onResume={(requestId) => {
              setExecuted(execution.unfinished.find((r) => r.requestId === requestId)?.quote)
              setResumed(requestId)
              execution.resume(requestId)
            }}
            onDismiss={(requestId) => setDismissed((ids) => [...ids, requestId])}
          />
        )}
        <ChainsNotice />
        <SwapForm
          value={value}
          update={update}
          route={route}
          quote={q}
          action={action}
          balance={balance}
          max={maxSpendable(balance, value.originCurrency)}
          locked={props.locked}
          sponsorName={props.sponsorName}
          svmParts={svmParts}
          onPick={(side) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            setPicking(side)
          }}
          onConnectWallet={
            originVm === 'svm' && !given && discovered?.available
              ? () => void discovered.connect()
              : props.onConnectWallet
          }
          // Stopped before the executor ran (it could not be loaded): no progress to show, the form stays.
          startError={execution.status === 'error' ? execution.error : undefined}
          // A failed resume is resumed again, never replaced by the form's quote.
          onRetryStart={resumed ? () => execution.resume(resumed) : execute}
          onExecute={() => {
            if (props.review === false) return execute()
            if (!q.quote || !q.current) return
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            setReviewing(true)
          }}
        />
      </div>
      {reviewing && q.quote && (
        <ReviewSheet
          quote={q.quote}
          originChain={route.originChain}
          destinationChain={route.destinationChain}
          recipient={value.recipient}
          account={address}
          sponsorship={q.sponsorship}
          sponsorName={props.sponsorName}
          gasless={gaslessPlan}
          gasSponsored={props.sponsorship?.subsidizeFees === true}
          current={q.current}
          onBack={() => setReviewing(false)}
          onConfirm={execute}
        />
      )}
      {picking && (
        <SidePicker
          side={picking}
          value={value}
          update={update}
          route={route}
          props={props}
          accounts={{ evm: evm.address, svm: svm.address }}
          onClose={closePicker}
        />
      )}
    </>
  )
}
