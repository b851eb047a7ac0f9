import {
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type PublicClient,
  pad,
} from 'viem'
import { addresses } from '../../config/addresses'
import { caliburDelegateArtifact } from '../../contracts/generated/caliburDelegateArtifact'
import { caliburTypes } from '../caliburTypes'

/**
 * Test-only helper (src/gasless/testing/: never imported by the service): signs a gasless batch as the peer SDK's
 * `executeGaslessBatch` does (an EIP-7702 authorization at the account's nonce when `authorize`, then Calibur's
 * EIP-712 `SignedBatchedCall` at `getSeq(0)`) and returns the `POST /execute` body. `delegate`, `authorizationChainId`
 * and `deadline` let a test build hostile or expired batches.
 */
export async function signTestBatch(parameters: {
  account: LocalAccount
  client: PublicClient
  chainId: number
  calls: { to: Hex; value?: bigint; data: Hex }[]
  requestId?: Hex
  authorize?: boolean
  delegate?: Hex
  authorizationChainId?: number
  deadline?: bigint
  subsidizeFees?: boolean
}): Promise<Record<string, unknown>> {
  const { account, client, chainId } = parameters
  const delegate = parameters.delegate ?? addresses.calibur
  const authorization = parameters.authorize
    ? await account.signAuthorization!({
        address: delegate,
        chainId: parameters.authorizationChainId ?? chainId,
        nonce: await client.getTransactionCount({ address: account.address }),
      })
    : undefined
  const code = await client.getCode({ address: account.address })
  const nonce =
    code && code !== '0x'
      ? await client.readContract({
          address: account.address,
          abi: caliburDelegateArtifact.abi,
          functionName: 'getSeq',
          args: [0n],
        })
      : 0n
  const message = {
    batchedCall: {
      calls: parameters.calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data })),
      revertOnFailure: true,
    },
    nonce,
    keyHash: pad('0x', { size: 32 }),
    executor: addresses.native,
    deadline: parameters.deadline ?? 0n,
  } as const
  const signature = await account.signTypedData({
    domain: {
      name: 'Calibur',
      version: '1.0.0',
      chainId: BigInt(chainId),
      verifyingContract: account.address,
      salt: pad(addresses.calibur, { size: 32 }),
    },
    types: caliburTypes,
    primaryType: 'SignedBatchedCall',
    message,
  })
  const wrapped = encodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], [signature, '0x'])
  return {
    executionKind: 'rawCalls',
    data: {
      chainId,
      to: account.address,
      data: encodeFunctionData({
        abi: caliburDelegateArtifact.abi,
        functionName: 'execute',
        args: [message, wrapped],
      }),
      value: '0',
      ...(authorization
        ? {
            authorizationList: [
              {
                chainId: authorization.chainId,
                address: authorization.address,
                nonce: authorization.nonce,
                yParity: authorization.yParity ?? 0,
                r: authorization.r,
                s: authorization.s,
              },
            ],
          }
        : {}),
    },
    executionOptions: { referrer: 'test', subsidizeFees: parameters.subsidizeFees ?? false },
    originGasOverhead: 80_000,
    ...(parameters.requestId ? { requestId: parameters.requestId } : {}),
  }
}
