import { type Config, createConfig, http, mock } from '@wagmi/core'
import { type Address, defineChain } from 'viem'

/** Options of {@link createStoryWagmiConfig}. */
export type CreateStoryWagmiConfigOptions = {
  /** RPC URL per chain id: the simulator's virtual chains (`<baseUrl>/__sim/rpc/<id>`), answered in the page by MSW. */
  rpcUrls: Record<number, string>
  /** The wallet's accounts (anvil test accounts: the virtual chains sign for them). */
  accounts: readonly [Address, ...Address[]]
  /** The chain the wallet starts on. Defaults to the first of `rpcUrls`. */
  chainId?: number | undefined
}

/**
 * A wagmi `Config` for Storybook: wagmi's own `mock` connector on the simulator's virtual EVM chains (each chain's
 * `rpcUrls` point at the simulator, where the mock sends what it does not handle, `eth_sendTransaction` included).
 * The browser twin of `@crosspay/test`'s `createTestWagmiConfig`, without its Node test helpers. No storage: the
 * wallet state is the story's, never the previous one's.
 */
export function createStoryWagmiConfig(options: CreateStoryWagmiConfigOptions): Config {
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
  return createConfig({
    chains,
    connectors: [mock({ accounts: options.accounts, features: { defaultConnected: false } })],
    transports: Object.fromEntries(ordered.map((id) => [id, http(options.rpcUrls[id]!)])),
    pollingInterval: 250,
    storage: null,
  })
}
