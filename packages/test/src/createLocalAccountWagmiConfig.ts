import { type Config, createConfig, createConnector, http } from '@wagmi/core'
import { createWalletClient, defineChain, type EIP1193RequestFn, type LocalAccount, numberToHex } from 'viem'
import type { WalletPrompt } from './createTestWagmiConfig'

/** Options of {@link createLocalAccountWagmiConfig}. */
export type CreateLocalAccountWagmiConfigOptions = {
  /** RPC URL per chain id (the simulator's anvil chains). */
  rpcUrls: Record<number, string>
  /** The account the wallet holds the key of (`privateKeyToAccount`): it signs in the page, as an embedded wallet. */
  account: LocalAccount
  /** The chain the wallet starts on. Defaults to the first of `rpcUrls`. */
  chainId?: number | undefined
}

/**
 * A wagmi `Config` whose one connector holds a local key, as embedded wallets do (their connector's client has a
 * local account, which can sign EIP-7702 authorizations; a JSON-RPC wallet cannot): its `getClient` is a viem wallet
 * client with the account, it signs transactions, messages, typed data and authorizations itself, and sends and reads
 * through the chains' RPC. Every signature it makes is recorded as a prompt. Test-only: any key works, funded or not.
 *
 * @example
 * const { config, prompts } = createLocalAccountWagmiConfig({ rpcUrls: server.rpcUrls, account: privateKeyToAccount(key) })
 * await connect(config, { connector: config.connectors[0]! })
 */
export function createLocalAccountWagmiConfig(options: CreateLocalAccountWagmiConfigOptions): {
  config: Config
  prompts: WalletPrompt[]
} {
  const prompts: WalletPrompt[] = []
  const ids = Object.keys(options.rpcUrls).map(Number)
  const first = options.chainId ?? ids[0]!
  const ordered = [first, ...ids.filter((id) => id !== first)]
  const chains = ordered.map((id) =>
    defineChain({
      id,
      name: `Local ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [options.rpcUrls[id]!] } },
    }),
  ) as unknown as readonly [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]]
  const inner = options.account
  const recorded = <T extends (...args: never[]) => unknown>(method: string, fn: T | undefined) =>
    fn &&
    (((...args: Parameters<T>) => {
      prompts.push({ method, params: args[0] })
      return fn.apply(inner, args)
    }) as unknown as T)
  const account: LocalAccount = {
    ...inner,
    signMessage: recorded('personal_sign', inner.signMessage)!,
    signTransaction: recorded('eth_sendTransaction', inner.signTransaction)!,
    signTypedData: recorded('eth_signTypedData_v4', inner.signTypedData)!,
    ...(inner.signAuthorization
      ? { signAuthorization: recorded('signAuthorization', inner.signAuthorization) }
      : {}),
  }
  const connector = createConnector((config) => {
    let chainId = first
    let connected = false
    const clientOf = (id: number) =>
      createWalletClient({
        account,
        chain: chains.find((c) => c.id === id)!,
        transport: http(options.rpcUrls[id]!),
      })
    const switchTo = (id: number) => {
      const chain = chains.find((c) => c.id === id)
      if (!chain) throw new Error(`chain ${id} is not configured`)
      prompts.push({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(id) }] })
      chainId = id
      config.emitter.emit('change', { chainId: id })
      return chain
    }
    const request: EIP1193RequestFn = async ({ method, params }) => {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address] as never
      if (method === 'eth_chainId') return numberToHex(chainId) as never
      if (method === 'wallet_switchEthereumChain') {
        switchTo(Number((params as [{ chainId: string }])[0].chainId))
        return null as never
      }
      return clientOf(chainId).request({ method, params } as never) as never
    }
    return {
      id: 'localAccount',
      name: 'Local account',
      type: 'localAccount',
      async connect(parameters?: { chainId?: number | undefined }) {
        connected = true
        if (parameters?.chainId) chainId = parameters.chainId
        return { accounts: [account.address], chainId } as never
      },
      async disconnect() {
        connected = false
      },
      async getAccounts() {
        return [account.address]
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return { request }
      },
      async getClient(parameters?: { chainId?: number | undefined }) {
        return clientOf(parameters?.chainId ?? chainId) as never
      },
      async isAuthorized() {
        return connected
      },
      async switchChain({ chainId: id }: { chainId: number }) {
        return switchTo(id)
      },
      onAccountsChanged() {},
      onChainChanged(id: string) {
        config.emitter.emit('change', { chainId: Number(id) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
  const config = createConfig({
    chains,
    connectors: [connector],
    transports: Object.fromEntries(ordered.map((id) => [id, http(options.rpcUrls[id]!)])),
    pollingInterval: 100,
    storage: null,
  })
  return { config, prompts }
}
