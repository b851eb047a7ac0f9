import type { Hex, PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { signTestBatch } from './signTestBatch'

/**
 * Test-only helper (src/gasless/testing/: never imported by the service): the `POST /execute` body `good` with its
 * EIP-7702 authorization list replaced by one a fresh, unrelated key signed for the same `calls` on `chainId` (the
 * authorization's signer is not the account): a forged body the relayer must refuse.
 */
export async function forgeAuthorization(
  good: Record<string, unknown>,
  parameters: {
    client: PublicClient
    chainId: number
    calls: { to: Hex; value?: bigint; data: Hex }[]
    requestId?: Hex
  },
): Promise<Record<string, unknown>> {
  const forged = await signTestBatch({
    ...parameters,
    account: privateKeyToAccount(generatePrivateKey()),
    authorize: true,
  })
  const data = good.data as Record<string, unknown>
  return {
    ...good,
    data: { ...data, authorizationList: (forged.data as Record<string, unknown>).authorizationList },
  }
}
