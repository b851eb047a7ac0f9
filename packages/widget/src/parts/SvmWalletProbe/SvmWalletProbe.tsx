'use client'
import { useEffect } from 'react'
import { type UseSvmWalletReturnType, useSvmWallet } from '../useSvmWallet/useSvmWallet'

/** Props of {@link SvmWalletProbe}. */
export type SvmWalletProbeProps = {
  /** A Solana chain is the origin: discover the page's wallet-standard wallets (`useSvmWallet`'s `active`). */
  active: boolean
  /** Called with the wallet state whenever it changes. */
  onChange(state: UseSvmWalletReturnType): void
}

/**
 * `useSvmWallet` for a component without a host Solana wallet, as a component of its lazily loaded Solana parts (the
 * panel's `svmParts`, the checkout's `checkoutSvmParts`: loaded only once a Solana chain is in play): renders nothing,
 * reports the discovered wallet to the component.
 */
export function SvmWalletProbe({ active, onChange }: SvmWalletProbeProps) {
  const { wallet, address, available, connect } = useSvmWallet(undefined, active)
  useEffect(
    () => onChange({ wallet, address, available, connect }),
    [onChange, wallet, address, available, connect],
  )
  return null
}
