import { defineChain } from 'viem'
import { type Config, createConfig, createConnector, http, injected, mock } from 'wagmi'
import { devAccounts } from './devAccounts'
import { devConnectorPrefix } from './devConnectorPrefix'
import { localKeyConnector } from './localKeyConnector'
import { noGasAccount } from './noGasAccount'

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
 * `/rpc/<id>`; the development wallet signs through `/dev-wallet/<id>`), a development wallet (wagmi's `mock`
 * connector, one connector per local test account, so the account picker is a connector switch; and the no-gas
 * account, whose key is in the page, `localKeyConnector`) and an injected
 * browser wallet. The connection is kept in wagmi's storage (`localStorage`), and `WagmiProvider` reconnects it on
 * mount, so a reload keeps the wallet.
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
    createConnector((config) => {
      const id = `${devConnectorPrefix}${account.index}`
      // `defaultConnected` lets wagmi's reconnect (on mount) bring the account back after a reload; only the one
      // connected last (`recentConnectorId` in wagmi's storage, removed on disconnect) says it is authorized, so a
      // fresh browser starts with no wallet and a disconnected one stays disconnected.
      const connector = mock({
        accounts: [account.address],
        features: { reconnect: true, defaultConnected: true },
      })({ ...config, chains: signing })
      return {
        ...connector,
        id,
        name: `Development wallet #${account.index}`,
        async isAuthorized() {
          const recent = await config.storage?.getItem('recentConnectorId')
          return recent === id && connector.isAuthorized.call(this)
        },
        async disconnect() {
          await connector.disconnect.call(this)
          if ((await config.storage?.getItem('recentConnectorId')) === id)
            await config.storage?.removeItem('recentConnectorId')
        },
      }
    }),
  )
  return createConfig({
    chains: [base, optimism],
    connectors: [
      ...dev,
      // The no-gas account: a key in the page (as an embedded wallet), USDC and no ETH: it pays without gas.
      localKeyConnector({
        id: `${devConnectorPrefix}no-gas`,
        name: 'Development wallet (no gas)',
        privateKey: noGasAccount.privateKey,
        chains: [base, optimism],
      }),
      injected(),
    ],
    transports: {
      [base.id]: http(`${origin}/rpc/${base.id}`),
      [optimism.id]: http(`${origin}/rpc/${optimism.id}`),
    },
  })
}
