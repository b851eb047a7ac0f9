'use client'
import { svmAccounts } from '@crosspay/simulator'
import { formatTokenAmount } from '@crosspay/widget'
import { useDemoConfig } from '../useDemoConfig'
import { useDevSvmBalances } from './useDevSvmBalances'

/** The local Solana chain's id in the demo's chain list. */
const solanaChainId = 792703809

/**
 * The development wallet's Solana side, beside its EVM account: the test account the panel pays from on "Solana
 * (local)" (the first of "crosspay dev Solana", the wallet-standard wallet the page registers), with its SOL and USDC.
 * Shown only when the demo server relays the local Solana chain.
 */
export function DevSvmAccount() {
  const config = useDemoConfig()
  const chain = config.data?.chains.find((c) => c.id === solanaChainId)
  const address = svmAccounts.accounts[0]!.address
  const balances = useDevSvmBalances(address, chain?.id)
  if (!chain) return null
  return (
    <p className="demo-wallet-status demo-wallet-svm" data-state={balances.status}>
      {`crosspay dev Solana: ${address} on ${chain.name}`}
      {balances.data
        ? ` · ${formatTokenAmount(balances.data.sol, 9, 'SOL', undefined)} · ${formatTokenAmount(balances.data.usdc, 6, 'USDC', undefined)}`
        : null}
      {balances.error ? <span className="demo-error"> {balances.error.message}</span> : null}
    </p>
  )
}
