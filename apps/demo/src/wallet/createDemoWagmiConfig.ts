import { defineChain } from 'viem'
import { type Config, createConfig, createConnector, http, injected, mock } from 'wagmi'
import { devAccounts } from './devAccounts'
import { devConnectorPrefix } from './devConnectorPrefix'

/** A chain of the demo, its JSON-RPC relayed by the demo server at `<origin>/rpc/<id>`. */
const localChain = (id: number, name: string, origin: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${origin}/rpc/${id}`] } },
    testnet: true,
  })

/**
 * The demo's wagmi config: chains 8453 and 10 (the local anvil chains, reached only through the demo server's
 * `/rpc/<id>`; the development wallet signs through `/dev-wallet/<id>`), a development wallet (wagmi's `mock` connector, one connector per local test account, so the
 * account picker is a connector switch) and an injected browser wallet.
 *
 * @param origin - The demo server's origin (`window.location.origin`).
 */
export function createDemoWagmiConfig(origin: string): Config {
  const base = localChain(8453, 'Base (local)', origin)
  const optimism = localChain(10, 'OP Mainnet (local)', origin)
  // The mock connector sends what it signs to its chain's RPC URL: for it, the server's `/dev-wallet/<id>` route
  // (the public `/rpc/<id>` relay refuses signing methods).
  const signing = [base, optimism].map((chain) => ({
    ...chain,
    rpcUrls: { default: { http: [`${origin}/dev-wallet/${chain.id}`] } },
  })) as unknown as Config['chains']
  const dev = devAccounts.map((account) =>
    createConnector((config) => ({
      ...mock({ accounts: [account.address], features: { reconnect: true } })({ ...config, chains: signing }),
      id: `${devConnectorPrefix}${account.index}`,
      name: `Development wallet #${account.index}`,
    })),
  )
  return createConfig({
    chains: [base, optimism],
    connectors: [...dev, injected()],
    transports: {
      [base.id]: http(`${origin}/rpc/${base.id}`),
      [optimism.id]: http(`${origin}/rpc/${optimism.id}`),
    },
  })
}
