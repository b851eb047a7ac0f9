import { type Config, createConfig, http, mock } from '@wagmi/core'
import { base, optimism } from 'viem/chains'

/**
 * A wagmi config for components that only quote: wagmi's `mock` wallet of anvil account #1, not connected, on
 * chains 8453 and 10 whose RPC is unreachable (`http://127.0.0.1:1`), no storage. Nothing it does reaches a chain.
 *
 * @example
 * const wrapper = createWrapper({ client: sim.client, wagmiConfig: createOfflineWagmiConfig() })
 */
export function createOfflineWagmiConfig(): Config {
  return createConfig({
    chains: [base, optimism],
    connectors: [mock({ accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })],
    transports: { [base.id]: http('http://127.0.0.1:1'), [optimism.id]: http('http://127.0.0.1:1') },
    storage: null,
  })
}
