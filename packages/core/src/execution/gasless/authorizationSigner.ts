import { type Config, getConnectorClient } from '@wagmi/core'
import type { GaslessOptions } from './GaslessOptions'

/**
 * Who signs an EIP-7702 authorization for the connected account: the host's `gasless.signAuthorization` (an
 * embedded wallet's SDK), else the connector's own account when it is a local one (a key in the page); undefined for
 * a JSON-RPC wallet, which cannot (viem refuses, and wallets give apps no such request).
 */
export async function authorizationSigner(
  config: Config,
  gasless: GaslessOptions,
): Promise<NonNullable<GaslessOptions['signAuthorization']> | undefined> {
  if (gasless.signAuthorization) return gasless.signAuthorization
  const client = await getConnectorClient(config).catch(() => undefined)
  const account = client?.account as
    | { type?: string; signAuthorization?: (request: never) => Promise<never> }
    | undefined
  const sign = account?.type === 'local' ? account.signAuthorization : undefined
  if (!sign) return undefined
  return (request) =>
    sign.call(account, { address: request.address, chainId: request.chainId, nonce: request.nonce } as never)
}
