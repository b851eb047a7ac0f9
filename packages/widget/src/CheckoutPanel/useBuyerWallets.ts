'use client'
import type { Chain } from '@crosspay/core'
import type { SvmWallet } from '@crosspay/core/execution'
import { useConnection } from 'wagmi'
import { type UseSvmWalletReturnType, useSvmWallet } from '../parts/useSvmWallet/useSvmWallet'

/** What {@link useBuyerWallets} returns. */
export type UseBuyerWalletsReturnType = {
  /** The host's wagmi account (EVM), when connected. */
  evm: string | undefined
  /** The Solana wallet: the host's (`wallets.svm`) or a wallet-standard one of the page. */
  svm: UseSvmWalletReturnType
  /** Either wallet is connected: the buyer can pay from a wallet. */
  connected: boolean
  /** The account that pays from `chainId`: the Solana wallet's on a Solana chain, the wagmi account elsewhere. */
  payerFor(chainId: number | undefined): string | undefined
}

/**
 * The checkout buyer's wallets, one per chain family: the host's wagmi account, and a Solana wallet (the host's
 * `wallets.svm`, else the page's wallet-standard wallets, looked for only when the service lists a Solana chain that
 * takes deposits: an EVM-only service loads nothing for Solana).
 */
export function useBuyerWallets(
  given: SvmWallet | undefined,
  chains: readonly Chain[],
): UseBuyerWalletsReturnType {
  const { address, isConnected } = useConnection()
  const solana = chains.some((c) => c.vmType === 'svm' && !c.disabled && c.depositEnabled !== false)
  const svm = useSvmWallet(given, solana)
  const vmOf = (chainId: number | undefined) => chains.find((c) => c.id === chainId)?.vmType ?? 'evm'
  return {
    evm: isConnected ? address : undefined,
    svm,
    connected: isConnected || Boolean(svm.address),
    payerFor: (chainId) => (vmOf(chainId) === 'svm' ? svm.address : address),
  }
}
