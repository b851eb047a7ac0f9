'use client'
import { formatTokenAmount } from '@crosspay/widget'
import { useId } from 'react'
import {
  useBalance,
  useChainId,
  useChains,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
} from 'wagmi'
import { DevSvmAccount } from './DevSvmAccount'
import { devAccounts } from './devAccounts'
import { devConnectorPrefix } from './devConnectorPrefix'
import { noGasAccount } from './noGasAccount'
import { useInjectedProvider } from './useInjectedProvider'

/** Props of {@link WalletPanel}. */
export type WalletPanelProps = {
  /** Id of the panel's first control, so "connect a wallet" elsewhere can move focus here. */
  focusId?: string
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The wallet choice: the development wallet on the local chains (one of the local test accounts, picked from a
 * list; switching accounts reconnects) or an injected browser wallet, offered only when the browser has one (else
 * a note points to the development wallet). Shows the connected account and chain, and beside it the development
 * wallet's Solana test account with its SOL and USDC (`DevSvmAccount`); failures show, never throw.
 */
export function WalletPanel({ focusId }: WalletPanelProps) {
  const generatedId = useId()
  const pickerId = focusId ?? generatedId
  const connection = useConnection()
  const connectors = useConnectors()
  const chains = useChains()
  const chainId = useChainId()
  const { connectAsync, isPending, error } = useConnect()
  const { disconnectAsync } = useDisconnect()
  const balance = useBalance({ address: connection.address, chainId: connection.chainId })
  const injected = connectors.find((c) => c.type === 'injected')
  const hasExtension = useInjectedProvider(injected)
  const activeDev = connection.connector?.id.startsWith(devConnectorPrefix) ? connection.connector.id : ''

  // Failures show as `error` below (useConnect keeps it): nothing is left uncaught.
  const use = async (id: string) => {
    const connector = connectors.find((c) => c.id === id)
    if (!connector) return
    try {
      if (connection.isConnected) await disconnectAsync()
      await connectAsync({ connector })
    } catch {
      // shown by `error`
    }
  }

  return (
    <section className="demo-wallet" aria-label="Wallet" data-state={connection.status}>
      <div className="demo-wallet-row">
        <label htmlFor={pickerId}>Development wallet (local test accounts)</label>
        <select
          id={pickerId}
          value={activeDev}
          disabled={isPending}
          onChange={(event) => void use(event.target.value)}
        >
          <option value="" disabled>
            Choose a test account…
          </option>
          {devAccounts.map((account) => (
            <option key={account.index} value={`${devConnectorPrefix}${account.index}`}>
              {`#${account.index} ${short(account.address)}${'note' in account ? ` (${account.note})` : ''}`}
            </option>
          ))}
          <option value={`${devConnectorPrefix}no-gas`}>
            {`No gas ${short(noGasAccount.address)} (USDC only: pays without gas)`}
          </option>
        </select>
        {injected && hasExtension ? (
          <button type="button" disabled={isPending} onClick={() => void use(injected.id)}>
            Browser wallet
          </button>
        ) : null}
        {connection.isConnected ? (
          <button type="button" onClick={() => void disconnectAsync().catch(() => undefined)}>
            Disconnect
          </button>
        ) : null}
      </div>
      <p className="demo-wallet-status" aria-live="polite">
        {connection.isConnected && connection.address
          ? `${connection.connector?.name ?? 'Wallet'}: ${connection.address} on ${
              chains.find((c) => c.id === (connection.chainId ?? chainId))?.name ??
              `chain ${connection.chainId}`
            }`
          : 'No wallet connected.'}
        {connection.isConnected && balance.data
          ? ` · ${formatTokenAmount(balance.data.value, balance.data.decimals, balance.data.symbol, undefined)}`
          : null}
        {error ? <span className="demo-error"> {error.message.split('\n')[0]}</span> : null}
      </p>
      <DevSvmAccount />
      {hasExtension === false ? (
        <p className="demo-muted demo-wallet-note">
          No browser wallet here (no wallet extension in this browser): pick a test account of the development
          wallet above; the local chains sign for it.
        </p>
      ) : null}
    </section>
  )
}
