'use client'
import { type ExecutionError, isSettled, type Quote } from '@crosspay/core'
import { useExecuteQuote } from '@crosspay/core/execution'
import { useContext, useState } from 'react'
import { useConnection } from 'wagmi'
import { WidgetContext } from '../root/WidgetContext'
import { ExecutionProgress } from './ExecutionProgress'
import { emptySwapValue } from './emptySwapValue'
import { maxSpendable } from './maxSpendable'
import { panelAction } from './panelAction'
import { ResumeNotice } from './ResumeNotice'
import { SwapForm } from './SwapForm'
import type { SwapPanelProps } from './SwapPanelProps'
import { TokenPicker } from './TokenPicker'
import { usePanelQuote } from './usePanelQuote'
import { usePanelRoute } from './usePanelRoute'
import { useSwapValue } from './useSwapValue'
import { useWalletBalances } from './useWalletBalances'

/** The panel inside its root: the form, the picker in its place while open, and the execution once started. */
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
  const { address, isConnected } = useConnection()
  const route = usePanelRoute(value)
  const execution = useExecuteQuote({
    onProgress: props.onExecutionProgress,
    mutation: {
      onSuccess: (progress) => props.onSuccess?.(progress),
      onError: (error: ExecutionError) => props.onError?.(error),
    },
  })
  const executing = execution.progress !== undefined || execution.status === 'pending'
  const q = usePanelQuote(value, route, address, executing, props)
  // The quote being executed, kept for the progress view (the live quote is held, and reset afterwards).
  const [executed, setExecuted] = useState<Quote | undefined>(undefined)
  const [picking, setPicking] = useState<'origin' | 'destination' | undefined>(undefined)
  const isEvm = (route.originChain?.vmType ?? 'evm') === 'evm'
  const { balances } = useWalletBalances(
    address,
    value.originChainId,
    value.originCurrency ? [value.originCurrency] : [],
    isEvm,
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
    insufficient,
    quoteLoading: q.quoteLoading,
    quoteErrorKind: q.error?.kind,
    hasQuote: q.quote !== undefined,
  })

  if (picking) {
    const origin = picking === 'origin'
    const locks = props.locked ?? {}
    return (
      <TokenPicker
        side={picking}
        chains={route.chains}
        chainId={origin ? value.originChainId : value.destinationChainId}
        currency={origin ? value.originCurrency : value.destinationCurrency}
        filter={props.filter}
        lockedChainId={
          (origin ? locks.originChain : locks.destinationChain)
            ? origin
              ? value.originChainId
              : value.destinationChainId
            : undefined
        }
        account={origin ? address : undefined}
        onClose={() => setPicking(undefined)}
        onSelect={(chainId, token) => {
          update(
            origin
              ? { originChainId: chainId, originCurrency: token.address }
              : { destinationChainId: chainId, destinationCurrency: token.address },
          )
          setPicking(undefined)
        }}
      />
    )
  }
  if (execution.progress) {
    // Settled (isSettled: done, or stopped before anything left), or stopped with the funds on their way or
    // unknown: then the resume offer below the form continues it.
    const ended = isSettled(execution.progress) || execution.status === 'error'
    return (
      <div className="cp-panel__execution">
        <ExecutionProgress progress={execution.progress} error={execution.error} quote={executed} />
        {ended && (
          <button
            type="button"
            className="cp-button cp-button--primary cp-button--block"
            onClick={() => {
              execution.reset()
              update({ amount: '' })
            }}
          >
            {messages.panel.newTransfer}
          </button>
        )}
      </div>
    )
  }
  return (
    <>
      {execution.status === 'idle' && execution.elsewhere[0] && (
        <ResumeNotice record={execution.elsewhere[0]} elsewhere onResume={() => undefined} />
      )}
      {execution.unfinished[0] && execution.status === 'idle' && (
        <ResumeNotice
          record={execution.unfinished[0]}
          onResume={(requestId) => {
            setExecuted(execution.unfinished.find((r) => r.requestId === requestId)?.quote)
            execution.resume(requestId)
          }}
        />
      )}
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
        onPick={setPicking}
        onConnectWallet={props.onConnectWallet}
        onExecute={() => {
          if (!q.quote || !q.body) return
          setExecuted(q.quote)
          // What the form asks for now: the executor refuses a quote that does not match it.
          execution.execute(q.quote, q.body)
        }}
      />
    </>
  )
}
