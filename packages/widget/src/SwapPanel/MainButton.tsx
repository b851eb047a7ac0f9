'use client'
import { loadExecutionPath } from '@crosspay/core/execution'
import { useContext } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import type { PanelAction } from './panelAction'

/** Props of {@link MainButton}. */
export type MainButtonProps = {
  action: PanelAction
  /** The origin token's symbol, for "Not enough USDC". */
  symbol: string
  /** Same origin and destination chain: the action is a swap. */
  sameChain: boolean
  /** The quote asks the wallet for an approval first: the button says so ("Approve and bridge"). */
  approve?: boolean | undefined
  onConnectWallet: (() => void) | undefined
  onExecute(): void
}

/** The panel's one button: it says what is missing, connects, or sends. Its action is on `data-action`. */
export function MainButton({
  action,
  symbol,
  sameChain,
  approve,
  onConnectWallet,
  onExecute,
}: MainButtonProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const text: Record<PanelAction, string> = {
    connect: m.connect,
    'choose-tokens': m.chooseTokens,
    'enter-amount': m.enterAmount,
    'enter-recipient': m.enterRecipient,
    'fix-input': m.fixInput,
    insufficient: m.insufficientBalance(symbol),
    quoting: m.quoting,
    updating: m.updatingQuote,
    'no-route': m.noRoute,
    'quote-error': m.noQuote,
    held: m.held,
    ready: approve ? (sameChain ? m.approveAndSwap : m.approveAndBridge) : sameChain ? m.swap : m.bridge,
  }
  const enabled = action === 'ready' || (action === 'connect' && onConnectWallet !== undefined)
  return (
    <button
      type="submit"
      className="cp-button cp-button--primary cp-button--block"
      data-action={action}
      disabled={!enabled}
      // The executor's chunk is fetched when the pointer or focus reaches the button, so it is there by the press.
      onPointerEnter={() => void loadExecutionPath().catch(() => undefined)}
      onFocus={() => void loadExecutionPath().catch(() => undefined)}
      onClick={(event) => {
        // No form submission: executing replaces the form, and a submission of a form no longer in the page
        // makes the browser warn ("Form submission canceled because the form is not connected").
        event.preventDefault()
        if (action === 'connect') onConnectWallet?.()
        else if (action === 'ready') onExecute()
      }}
    >
      {text[action]}
    </button>
  )
}
