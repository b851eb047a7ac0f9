import { createWalletClient, type EIP1193RequestFn, http, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type Config, createConnector } from 'wagmi'

/**
 * A development connector that holds a key in the page (as embedded wallets do): its client's account is local, so
 * it signs transactions, messages, typed data and EIP-7702 authorizations itself, and reads and sends through the
 * chains' RPC (the demo server's public relay). Connecting asks nothing.
 */
export function localKeyConnector(parameters: {
  id: string
  name: string
  privateKey: `0x${string}`
  chains: Config['chains']
}) {
  const account = privateKeyToAccount(parameters.privateKey)
  return createConnector((config) => {
    let chainId: number = parameters.chains[0].id
    let connected = false
    const chainOf = (id: number) => parameters.chains.find((c) => c.id === id)
    const clientOf = (id: number) =>
      createWalletClient({
        account,
        chain: chainOf(id),
        transport: http(chainOf(id)?.rpcUrls.default.http[0]),
      })
    const switchTo = (id: number) => {
      const chain = chainOf(id)
      if (!chain) throw new Error(`chain ${id} is not configured`)
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
      id: parameters.id,
      name: parameters.name,
      type: 'localKey',
      async connect(options?: { chainId?: number | undefined }) {
        connected = true
        if (options?.chainId) chainId = options.chainId
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
      async getClient(options?: { chainId?: number | undefined }) {
        return clientOf(options?.chainId ?? chainId) as never
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
}
