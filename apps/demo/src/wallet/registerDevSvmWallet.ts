import { svmAccounts } from '@crosspay/simulator'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** A base58 address's 32 bytes. */
const publicKeyOf = (address: string) => {
  let n = 0n
  for (const c of address) n = n * 58n + BigInt(alphabet.indexOf(c))
  const bytes = new Uint8Array(32)
  for (let i = 31; i >= 0; i--, n >>= 8n) bytes[i] = Number(n & 0xffn)
  return bytes
}
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** How many of the local Solana chain's test accounts the development wallet offers. */
const offered = 3

/**
 * Registers the development wallet's Solana side in the page as a wallet-standard wallet ("crosspay dev Solana"),
 * as Phantom or Solflare register themselves: the panel finds it through `@wallet-standard/app`. Its accounts are the
 * local Solana chain's test accounts (after `standard:connect`); `solana:signTransaction` has the demo server sign
 * (`POST /dev-wallet/solana`, which holds the public test keys) and never sends. Returns nothing to undo: a page
 * registers it once, at start.
 *
 * @param origin - The demo server's origin (`window.location.origin`).
 */
export function registerDevSvmWallet(origin: string): void {
  const chains = ['solana:localnet'] as const
  const all = svmAccounts.accounts.slice(0, offered).map((a) => ({
    address: a.address,
    publicKey: publicKeyOf(a.address),
    chains,
    features: ['solana:signTransaction'] as const,
  }))
  const accounts: typeof all = []
  const listeners = new Set<(properties: { accounts: typeof all }) => void>()
  const wallet = {
    version: '1.0.0' as const,
    name: 'crosspay dev Solana',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const,
    chains,
    get accounts() {
      return accounts.slice()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          if (accounts.length === 0) accounts.push(...all)
          for (const listener of listeners) listener({ accounts: accounts.slice() })
          return { accounts: accounts.slice() }
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: typeof all }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: [0],
        async signTransaction(...inputs: { account: { address: string }; transaction: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ account, transaction }) => {
              const response = await fetch(`${origin}/dev-wallet/solana`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ address: account.address, transaction: toBase64(transaction) }),
              })
              const body = (await response.json()) as { transaction?: string; error?: string }
              if (!response.ok || !body.transaction)
                throw new Error(body.error ?? 'the development wallet did not sign')
              return { signedTransaction: fromBase64(body.transaction) }
            }),
          )
        },
      },
    },
  }
  const register = (api: { register(w: unknown): unknown }) => api.register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register(w: unknown): unknown }>).detail),
  )
}
