'use client'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link ConnectSolanaButton}. */
export type ConnectSolanaButtonProps = {
  /** Asks the page's wallet-standard Solana wallet to connect. */
  onConnect(): void
}

/**
 * "Connect a Solana wallet": offered beside the host's wallet when the page has a wallet-standard Solana wallet
 * (Phantom, Solflare, Backpack…) and none is connected, so the buyer can pay from its Solana balances too.
 */
export function ConnectSolanaButton({ onConnect }: ConnectSolanaButtonProps) {
  const { messages } = useContext(WidgetContext)
  return (
    <button
      type="button"
      className="cp-button cp-button--ghost cp-button--block"
      data-action="connect-solana"
      onClick={onConnect}
    >
      {messages.checkout.connectSolana}
    </button>
  )
}
