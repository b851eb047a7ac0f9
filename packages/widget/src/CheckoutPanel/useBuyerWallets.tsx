'use client'
import { useChains } from '@crosspay/core'
import type { SvmWallet } from '@crosspay/core/execution'
import { type ReactNode, useState } from 'react'
import { useConnection } from 'wagmi'
import { useLoaded } from '../parts/useLoaded/useLoaded'
import type { UseSvmWalletReturnType } from '../parts/useSvmWallet/useSvmWallet'
import type { CheckoutSvmParts } from './checkoutSvmParts'
import { loadCheckoutSvmParts } from './loadCheckoutSvmParts'

/** What {@link useBuyerWallets} returns. */
export type UseBuyerWalletsReturnType = {
  /** The host's wagmi account (EVM), when connected. */
  evm: string | undefined
  /** The Solana wallet: the host's (`wallets.svm`) or the page's wallet-standard one the Solana parts discovered. */
  svm: Pick<UseSvmWalletReturnType, 'wallet' | 'address'>
  /** Either wallet is connected: the buyer can pay from a wallet. */
  connected: boolean
  /** The account that pays from `chainId`: the Solana wallet's on a Solana chain, the wagmi account elsewhere. */
  payerFor(chainId: number | undefined): string | undefined
  /** Connects the page's Solana wallet; undefined when there is none to connect (or the host gave its own). */
  connectSolana: (() => void) | undefined
  /** The checkout's Solana parts, once loaded (their "Connect a Solana wallet" button). */
  parts: CheckoutSvmParts | undefined
  /** Renders nothing: the Solana parts' wallet discovery, to keep in the tree while the checkout is shown. */
  probe: ReactNode
}

/**
 * The checkout buyer's wallets, one per chain family: the host's wagmi account, and a Solana wallet (the host's
 * `wallets.svm`, else the page's wallet-standard wallets, discovered by the checkout's Solana parts, a chunk loaded
 * only when the service lists a Solana chain that takes deposits: an EVM-only service loads nothing for Solana).
 */
export function useBuyerWallets(given: SvmWallet | undefined): UseBuyerWalletsReturnType {
  const { address, isConnected } = useConnection()
  const { data: chains = [] } = useChains()
  const solana = chains.some((c) => c.vmType === 'svm' && !c.disabled && c.depositEnabled !== false)
  const parts = useLoaded(loadCheckoutSvmParts, solana)
  const [found, setFound] = useState<UseSvmWalletReturnType | undefined>(undefined)
  const svm = given ? { wallet: given, address: given.accounts[0]?.address } : found
  const vmOf = (chainId: number | undefined) => chains.find((c) => c.id === chainId)?.vmType ?? 'evm'
  return {
    evm: isConnected ? address : undefined,
    svm: { wallet: svm?.wallet, address: svm?.address },
    connected: isConnected || Boolean(svm?.address),
    payerFor: (chainId) => (vmOf(chainId) === 'svm' ? svm?.address : address),
    connectSolana: !given && found?.available && !found.address ? () => void found.connect() : undefined,
    parts,
    probe: parts && !given && <parts.SvmWalletProbe active={solana} onChange={setFound} />,
  }
}
