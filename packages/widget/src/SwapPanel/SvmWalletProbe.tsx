'use client'
import { useEffect } from 'react'
import { type UseSvmWalletReturnType, useSvmWallet } from '../parts/useSvmWallet/useSvmWallet'

/** Props of {@link SvmWalletProbe}. */
export type SvmWalletProbeProps = {
  /** A Solana chain is the origin: discover the page's wallet-standard wallets (`useSvmWallet`'s `active`). */
  active: boolean
  /** Called with the wallet state whenever it changes. */
  onChange(state: UseSvmWalletReturnType): void
}

/**
 * `useSvmWallet` for a panel without a host Solana wallet, as a component of the panel's Solana parts (loaded only
 * once a Solana chain is in the route): renders nothing, reports the discovered wallet to the panel.
 */
export function SvmWalletProbe({ active, onChange }: SvmWalletProbeProps) {
  const { wallet, address, available, connect } = useSvmWallet(undefined, active)
  useEffect(
    () => onChange({ wallet, address, available, connect }),
    [onChange, wallet, address, available, connect],
  )
  return null
}
