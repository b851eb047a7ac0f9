import { type Config, createConfig, createConnector, custom, http, mock } from '@wagmi/core'
import {
  type Address,
  defineChain,
  type EIP1193RequestFn,
  type Transport,
  UserRejectedRequestError,
} from 'viem'

/** A wallet request the test connector saw: what a person would have been asked to approve. */
export type WalletPrompt = { method: string; params: unknown }

/** Options of {@link createTestWagmiConfig}. */
export type CreateTestWagmiConfigOptions = {
  /** RPC URL per chain id (the anvil chains of the simulator, or its virtual chains' RPC route). */
  rpcUrls: Record<number, string>
  /** The wallet's accounts (anvil accounts: the node signs for them). */
  accounts: readonly [Address, ...Address[]]
  /** The chain the wallet starts on. Defaults to the first of `rpcUrls`. */
  chainId?: number | undefined
  /** wagmi's own `mock` flags: a refused connect, chain switch or signature. */
  features?: Parameters<typeof mock>[0]['features']
  /** The wallet refuses every transaction (user rejection, code 4001): wagmi's mock has no flag for it. */
  rejectTransactions?: boolean | undefined
  /**
   * The wallet sends each transaction (or batch), then answers with an error that is not a rejection (a dropped
   * connection, a wallet that crashed after broadcasting): the transaction is on chain, the app never learns its
   * hash (nor the batch id).
   */
  failAfterSend?: boolean | undefined
  /**
   * The account acts as an ERC-4337 account does: what the wallet sends for it (a transaction or a batch) leaves
   * its account nonce where it was, as a bundler's transaction would (the node's nonce is set back after each
   * send). Give the account code too (`anvil_setCode`) for a contract account the chain can see.
   */
  smartAccount?: boolean | undefined
  /**
   * `wallet_sendCalls` answers a batch id and sends nothing: the calls wait in the wallet's queue (a bundler that
   * has not included them yet), and `wallet_getCallsStatus` says pending for that id, on its chain. Use with
   * `atomicBatching`.
   */
  pendingBatches?: boolean | undefined
  /**
   * The wallet sends to a mempool only it sees (a private relay that has not included the transaction yet): each
   * `eth_sendTransaction` is kept there (`pending` counts it; nothing reaches the node) and answered with an error
   * that is not a rejection, and the wallet's own `eth_getTransactionCount` at `pending` counts what it keeps.
   * Pass the same object to every page load of the wallet: the relay outlives the page.
   */
  privateMempool?: { pending: number } | undefined
  /**
   * The wallet reports EIP-5792 atomic batching (`wallet_getCapabilities`), which wagmi's mock does not, and keeps
   * the promise an atomic batch makes: `wallet_getCallsStatus` says pending until every call has its receipt (the
   * mock alone reports success as soon as the first call is mined).
   */
  atomicBatching?: boolean | undefined
  /**
   * Awaited before the wallet answers each prompt (after it is recorded): a test holds a prompt open, as a person
   * who has not decided yet, until the returned promise resolves.
   */
  gate?: ((prompt: WalletPrompt) => Promise<void> | void) | undefined
  /**
   * Called with every JSON-RPC request the app's transports send (what the executor reads from the chain, not the
   * wallet's own traffic): a test counts the reads a lookup costs.
   */
  onRequest?: ((request: { chainId: number; method: string }) => void) | undefined
}

/** What {@link createTestWagmiConfig} returns: the config and every wallet prompt it saw. */
export type TestWagmiConfig = {
  config: Config
  /** Every request that would prompt a person (send, sign, switch, batch), oldest first. */
  prompts: WalletPrompt[]
}

const promptMethods = new Set([
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
])

/**
 * A wagmi `Config` whose wallet is wagmi's own `mock` connector on the given chains (each chain's `rpcUrls` point
 * at its node, where the mock sends what it does not handle), wrapped (through `createConnector`, not by mocking
 * crosspay) to record every prompt and, when asked, to refuse transactions or report atomic batching.
 *
 * @example
 * const { config, prompts } = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [user] })
 * await connect(config, { connector: config.connectors[0]! })
 */
export function createTestWagmiConfig(options: CreateTestWagmiConfigOptions): TestWagmiConfig {
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
  const base = mock({
    accounts: options.accounts,
    features: { defaultConnected: false, ...options.features },
  })
  const batchSizes = new Map<string, number>()
  /** Batches `pendingBatches` keeps in the wallet's queue: id → chain id (hex). */
  const queued = new Map<string, string>()
  const connector = createConnector((config) => {
    const inner = base(config)
    return {
      ...inner,
      async getProvider(parameters?: { chainId?: number | undefined }) {
        const provider = (await inner.getProvider(parameters)) as { request: EIP1193RequestFn }
        const request: EIP1193RequestFn = async (args) => {
          if (promptMethods.has(args.method)) {
            const prompt = { method: args.method, params: args.params }
            prompts.push(prompt)
            await options.gate?.(prompt)
          }
          if (
            options.rejectTransactions &&
            (args.method === 'eth_sendTransaction' || args.method === 'wallet_sendCalls')
          )
            throw new UserRejectedRequestError(new Error('User rejected the transaction.'))
          if (options.atomicBatching && args.method === 'wallet_getCapabilities')
            return Object.fromEntries(
              ids.map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'supported' } }]),
            ) as never
          if (options.pendingBatches && args.method === 'wallet_sendCalls') {
            const id = `0x${(queued.size + 1).toString(16).padStart(64, '0')}`
            queued.set(id, (args.params as [{ chainId: string }])[0].chainId)
            return { id } as never
          }
          if (options.pendingBatches && args.method === 'wallet_getCallsStatus') {
            const [id] = args.params as [string]
            if (queued.has(id))
              return {
                version: '2.0.0',
                id,
                chainId: queued.get(id),
                atomic: true,
                status: 100,
                receipts: [],
              } as never
          }
          const relay = options.privateMempool
          if (relay && args.method === 'eth_sendTransaction') {
            relay.pending += 1
            throw new Error('The connection to the wallet was lost.')
          }
          if (
            relay &&
            args.method === 'eth_getTransactionCount' &&
            (args.params as unknown[])[1] === 'pending'
          ) {
            const count = (await provider.request(args as never)) as `0x${string}`
            return `0x${(Number(count) + relay.pending).toString(16)}` as never
          }
          if (args.method === 'eth_sendTransaction' || args.method === 'wallet_sendCalls') {
            const account = options.accounts[0]
            const mined = async () =>
              Number(
                await provider.request({ method: 'eth_getTransactionCount', params: [account, 'latest'] }),
              )
            const nonce = options.smartAccount || options.failAfterSend ? await mined() : undefined
            const sent = await provider.request(args as never)
            if (nonce !== undefined) {
              // On chain before the wallet answers (anvil mines each send; its state shows it a moment later).
              const count =
                args.method === 'wallet_sendCalls'
                  ? (args.params as [{ calls: unknown[] }])[0].calls.length
                  : 1
              const deadline = Date.now() + 10_000
              while ((await mined()) < nonce + count) {
                if (Date.now() > deadline) throw new Error('The test wallet saw its send never mined.')
                await new Promise((resolve) => setTimeout(resolve, 20))
              }
              if (options.smartAccount)
                await provider.request({
                  method: 'anvil_setNonce',
                  params: [account, `0x${nonce.toString(16)}`],
                } as never)
            }
            if (options.atomicBatching && args.method === 'wallet_sendCalls')
              batchSizes.set(
                (sent as { id: string }).id,
                (args.params as [{ calls: unknown[] }])[0].calls.length,
              )
            if (options.failAfterSend) throw new Error('The connection to the wallet was lost.')
            return sent as never
          }
          if (options.atomicBatching && args.method === 'wallet_getCallsStatus') {
            const status = (await provider.request(args as never)) as { receipts?: unknown[] }
            const size = batchSizes.get((args.params as [string])[0]) ?? 0
            // All or nothing: a batch is pending until its last call is mined.
            if ((status.receipts?.length ?? 0) < size)
              return { ...status, status: 100, receipts: [] } as never
            return { ...status, atomic: true } as never
          }
          return provider.request(args as never)
        }
        return { ...provider, request }
      },
    }
  })
  const config = createConfig({
    chains,
    connectors: [connector],
    transports: Object.fromEntries(
      ordered.map((id) => [id, counted(id, options.rpcUrls[id]!, options.onRequest)]),
    ),
    pollingInterval: 100,
    // No persisted wallet state: a WagmiProvider mounted after `connect` must not rehydrate it away.
    storage: null,
  })
  return { config, prompts }
}

/** The chain's HTTP transport, telling `onRequest` of each request first (plain `http` without it). */
function counted(
  chainId: number,
  url: string,
  onRequest: CreateTestWagmiConfigOptions['onRequest'],
): Transport {
  if (!onRequest) return http(url)
  const inner = http(url)({ retryCount: 0 })
  return custom({
    request: (args: { method: string; params?: unknown }) => {
      onRequest({ chainId, method: args.method })
      return inner.request(args as never)
    },
  })
}
