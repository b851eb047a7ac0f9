'use client'
import type { SvmWallet } from '@crosspay/core/execution'
import { useCallback, useEffect, useState } from 'react'

/** What {@link useSvmWallet} returns. */
export type UseSvmWalletReturnType = {
  /** The Solana wallet that signs (the host's, or the one connected here); undefined until there is one. */
  wallet: SvmWallet | undefined
  /** Its first account's address (base58). */
  address: string | undefined
  /** Whether a wallet-standard Solana wallet is in the page (a `connect` can succeed). */
  available: boolean
  /** Asks the first wallet-standard Solana wallet to connect (`standard:connect`). */
  connect(): Promise<void>
}

type Connect = { connect(): Promise<{ accounts: readonly unknown[] }> }

const canSign = (wallet: SvmWallet) => 'solana:signTransaction' in wallet.features

/**
 * The Solana wallet of a panel: the host's (`wallets.svm`, for hosts with their own Solana connection), else the
 * wallet-standard wallets the page has (Phantom, Solflare, Backpack and any other that registers itself), discovered
 * only while `active` (a Solana chain is chosen): `@wallet-standard/app` is loaded then, never for an EVM-only page.
 * A wallet that already shows accounts counts as connected; `connect` asks the first one otherwise.
 */
export function useSvmWallet(given: SvmWallet | undefined, active: boolean): UseSvmWalletReturnType {
  const [found, setFound] = useState<readonly SvmWallet[]>([])
  const [connected, setConnected] = useState<SvmWallet | undefined>(undefined)
  const [, setVersion] = useState(0)
  useEffect(() => {
    if (given || !active) return
    let off: (() => void)[] = []
    let stopped = false
    import('@wallet-standard/app').then(({ getWallets }) => {
      if (stopped) return
      const wallets = getWallets()
      const read = () => setFound((wallets.get() as unknown as SvmWallet[]).filter(canSign))
      read()
      off = [wallets.on('register', read), wallets.on('unregister', read)]
    })
    return () => {
      stopped = true
      for (const f of off) f()
    }
  }, [given, active])
  const wallet = given ?? connected ?? found.find((w) => w.accounts.length > 0)
  const connect = useCallback(async () => {
    const target = found[0]
    const feature = target?.features['standard:connect'] as Connect | undefined
    if (!target || !feature) return
    await feature.connect()
    setConnected(target)
    setVersion((v) => v + 1)
  }, [found])
  return {
    wallet,
    address: wallet?.accounts[0]?.address,
    available: Boolean(given) || found.length > 0,
    connect,
  }
}
