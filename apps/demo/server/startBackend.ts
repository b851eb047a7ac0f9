import { randomBytes } from 'node:crypto'
import { addresses } from '@crosspay/simulator'
import { anvilAccount, startSimulatorServer } from '@crosspay/simulator/node'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http } from 'viem'
import { noGasAccount } from '../src/wallet/noGasAccount'

/** Where the demo's proxy sends requests, and what the server needs to know about it. */
export type DemoBackend = {
  /** `embedded`: the simulator on two local anvil chains, started here; `upstream`: another deployment. */
  mode: 'embedded' | 'upstream'
  /** The service's base URL (server-side only). */
  upstream: string
  /** The API key the proxy injects (server-side only, never sent to the browser). */
  apiKey: string
  /** Upstream JSON-RPC URL per chain id, relayed at `/rpc/<id>`. */
  rpcUrls: Record<number, string>
  /** The local Solana chain's id (its RPC is in `rpcUrls`, relayed with Solana's methods), when there is one. */
  svmChainId?: number | undefined
  /** Display name per chain id (from the chain records). */
  chainNames: Record<number, string>
  /** The key's sponsorship wallet, or null when unknown. */
  sponsorWallet: `0x${string}` | null
  /** Process ids of the anvil chains (embedded mode only). */
  anvilPids: number[]
  /**
   * The service's status webhook (embedded mode: the simulator's, with a secret made here): `secret` signs the
   * deliveries, `deliverTo(url)` sets where they go once the server knows its address. Null for an upstream (its
   * webhook is configured in its dashboard; set `CROSSPAY_WEBHOOK_SECRET` to verify it).
   */
  webhook: { secret: string; deliverTo(url: string): void } | null
  /** Stops what was started here (the simulator and its anvil chains); a no-op for an upstream. */
  close(): Promise<void>
}

/** Options of {@link startBackend}. */
export type StartBackendOptions = {
  /** Interface the embedded simulator binds. Defaults to 127.0.0.1. */
  host?: string
  /** Past requests seeded for `demo-key` in the embedded simulator. Defaults to 200. */
  history?: number
  /**
   * Seed of the embedded simulator (its history and request ids). Defaults to a new one per start, so request ids
   * never meet the unfinished transfers a browser kept from the last run (the executor finds them by request id);
   * tests pass one to get the same history every time.
   */
  seed?: number
  /** `CROSSPAY_UPSTREAM`, `CROSSPAY_API_KEY`, `CROSSPAY_SPONSOR_WALLET` (optional). Defaults to `process.env`. */
  env?: Record<string, string | undefined>
}

/** The chains the demo's wallet uses: the two anvil chains of the simulator. */
const walletChains = [8453, 10]

/**
 * Starts the service the demo talks to: with `CROSSPAY_UPSTREAM` and `CROSSPAY_API_KEY` set, nothing is started
 * and the proxy points there (the chains' RPC URLs come from its `GET /chains`, the sponsorship wallet from
 * `CROSSPAY_SPONSOR_WALLET`); otherwise the simulator's own node entry, as `pnpm sim --chains anvil` starts it
 * (two anvil chains, contracts, solver, history seeded), on a free port, with the built-in `demo-key`; the
 * development wallet's no-gas account gets 1,000 USDC on Base (local) there.
 */
export async function startBackend(options: StartBackendOptions = {}): Promise<DemoBackend> {
  const env = options.env ?? process.env
  if (env.CROSSPAY_UPSTREAM) {
    const upstream = env.CROSSPAY_UPSTREAM.replace(/\/+$/, '')
    const apiKey = env.CROSSPAY_API_KEY
    if (!apiKey) throw new Error('CROSSPAY_UPSTREAM is set: CROSSPAY_API_KEY must be set too')
    const chains = await readChains(upstream, apiKey)
    const sponsor = env.CROSSPAY_SPONSOR_WALLET
    if (sponsor && !/^0x[0-9a-fA-F]{40}$/.test(sponsor))
      throw new Error('CROSSPAY_SPONSOR_WALLET must be a 0x-prefixed 20-byte address')
    return {
      mode: 'upstream',
      upstream,
      apiKey,
      ...chains,
      sponsorWallet: (sponsor as `0x${string}` | undefined) ?? null,
      anvilPids: [],
      webhook: env.CROSSPAY_WEBHOOK_SECRET
        ? { secret: env.CROSSPAY_WEBHOOK_SECRET, deliverTo: () => {} }
        : null,
      close: async () => {},
    }
  }
  const server = await startSimulatorServer({
    port: 0,
    host: options.host ?? '127.0.0.1',
    chains: 'anvil',
    seed: options.seed ?? Date.now() % 2_147_483_647,
    history: options.history ?? 200,
    simulator: { webhooks: { urls: [], secret: randomBytes(24).toString('base64url') } },
  })
  try {
    const apiKey = 'demo-key'
    const health = (await (await fetch(`${server.baseUrl}/__sim/health`)).json()) as {
      apiKeys: { key: string; sponsorWallet: `0x${string}` | null }[]
    }
    const chains = await readChains(server.baseUrl, apiKey)
    await fundNoGasAccount(server.rpcUrls[8453]!)
    return {
      mode: 'embedded',
      upstream: server.baseUrl,
      apiKey,
      ...chains,
      // The local Solana chain (LiteSVM) is relayed too, with its own methods.
      rpcUrls: server.svm ? { ...server.rpcUrls, [server.svm.chainId]: server.svm.rpcUrl } : server.rpcUrls,
      svmChainId: server.svm?.chainId,
      chainNames: server.svm
        ? { ...chains.chainNames, [server.svm.chainId]: 'Solana (local)' }
        : chains.chainNames,
      sponsorWallet: health.apiKeys.find((k) => k.key === apiKey)?.sponsorWallet ?? null,
      anvilPids: server.anvilPids,
      webhook: {
        secret: server.sim.ctx.options.webhooks.secret,
        deliverTo: (url) => {
          server.sim.ctx.options.webhooks.urls = [url]
        },
      },
      close: () => server.close(),
    }
  } catch (error) {
    await server.close()
    throw error
  }
}

/** Gives the development wallet's no-gas account 1,000 USDC on Base (local), from anvil #0, and no ETH. */
async function fundNoGasAccount(rpcUrl: string): Promise<void> {
  const chain = defineChain({
    id: 8453,
    name: 'Base (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account: anvilAccount(0), chain, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    address: addresses.stablecoin,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [noGasAccount.address, 1_000_000_000n],
  })
  await createPublicClient({ chain, transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
}

/** The wallet chains' RPC URLs and names from the service's chain records. */
async function readChains(
  upstream: string,
  apiKey: string,
): Promise<{ rpcUrls: Record<number, string>; chainNames: Record<number, string> }> {
  const response = await fetch(`${upstream}/chains`, { headers: { 'x-api-key': apiKey } })
  if (!response.ok) throw new Error(`GET ${upstream}/chains answered ${response.status}`)
  const { chains } = (await response.json()) as {
    chains: { id: number; displayName?: string; name: string; httpRpcUrl?: string }[]
  }
  const rpcUrls: Record<number, string> = {}
  const chainNames: Record<number, string> = {}
  for (const chain of chains) {
    if (!walletChains.includes(chain.id)) continue
    chainNames[chain.id] = chain.displayName ?? chain.name
    if (chain.httpRpcUrl) rpcUrls[chain.id] = chain.httpRpcUrl
  }
  return { rpcUrls, chainNames }
}
