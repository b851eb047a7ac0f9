import { type Config, getConnectorClient } from '@wagmi/core'
import { type Client, encodeAbiParameters, encodeFunctionData, isAddressEqual, pad } from 'viem'
import { getTransactionCount, signTypedData } from 'viem/actions'
import { ExecutionError } from '../../errors/ExecutionError'
import { caliburAbi } from './caliburAbi'
import { caliburAddress } from './caliburAddress'
import { caliburTypes } from './caliburTypes'
import type { GaslessExecuteBody } from './GaslessExecuteBody'
import type { GaslessOptions } from './GaslessOptions'

/** Gas the relayer spends on a Calibur batch beyond its calls (the peer SDK's figure). */
const caliburGasOverhead = 80_000

/** Parameters of {@link signGaslessBatch}. */
export type SignGaslessBatchParameters = {
  config: Config
  /** A public client of the origin chain. */
  client: Client
  chainId: number
  account: `0x${string}`
  requestId: string
  /** The quote's calls, checked already. */
  calls: readonly { to: `0x${string}`; value: bigint; data: `0x${string}` }[]
  /** Signs the EIP-7702 authorization; undefined when the account is delegated to Calibur already. */
  signAuthorization: NonNullable<GaslessOptions['signAuthorization']> | undefined
  /** Seconds the batch stays valid. */
  deadlineSeconds: number
  /** Called before each signature the wallet is asked for. */
  onPrompt?: (() => void) | undefined
}

const refused = (check: string, shortMessage: string) =>
  new ExecutionError({ reason: 'unsafe', check, shortMessage })

/** `getSeq(0)` (selector 0x6a1ea88d) as a raw `eth_call`: viem's `readContract` would bring its CCIP and multicall code. */
const readSeq = async (client: Client, account: `0x${string}`) => {
  const data = `0x6a1ea88d${'0'.repeat(64)}` as const
  const answer = await client.request({ method: 'eth_call', params: [{ to: account, data }, 'latest'] })
  if (!/^0x[0-9a-fA-F]{64}$/.test(answer))
    throw refused(
      'gasless-nonce',
      `The account's Calibur nonce could not be read (${answer}): nothing was signed.`,
    )
  return BigInt(answer)
}

/**
 * Asks for the gasless batch's signatures and returns the `POST /execute` body. The authorization (when needed) is to
 * the pinned Calibur address, on the origin chain (never 0: every chain), at the account's nonce; what the signer
 * answers is checked again (delegate, chain, nonce) before it is used (the service recovers its signer). The EIP-712 `SignedBatchedCall` names
 * the account (its verifying contract; the relayed transaction goes to it), Calibur's nonce (`getSeq(0)`: a batch
 * runs once), `revertOnFailure` and a deadline. Throws what the wallet throws (a rejection), or `unsafe`.
 */
export async function signGaslessBatch(parameters: SignGaslessBatchParameters): Promise<GaslessExecuteBody> {
  const { client, chainId, account } = parameters
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw refused('gasless-chain', `Chain id ${chainId} cannot bound an authorization: nothing was signed.`)
  let authorization: GaslessExecuteBody['data']['authorizationList']
  if (parameters.signAuthorization) {
    const nonce = await getTransactionCount(client, { address: account, blockTag: 'latest' })
    parameters.onPrompt?.()
    const signed = await parameters.signAuthorization({ address: caliburAddress, chainId, nonce })
    // What the signer answered is what was asked for (its signer is the service's to recover: a wrong one is refused
    // there, and recovering it here would carry secp256k1 into the page).
    if (
      !isAddressEqual(signed.address as `0x${string}`, caliburAddress) ||
      signed.chainId !== chainId ||
      signed.nonce !== nonce
    )
      throw refused(
        'gasless-authorization',
        'The signed authorization is not the one asked for (delegate, chain or nonce): nothing was sent.',
      )
    authorization = [
      { chainId, address: caliburAddress, nonce, yParity: signed.yParity ?? 0, r: signed.r, s: signed.s },
    ]
  }
  const seq = authorization ? 0n : await readSeq(client, account)
  const message = {
    batchedCall: { calls: parameters.calls.map((c) => ({ ...c })), revertOnFailure: true },
    nonce: seq,
    keyHash: pad('0x', { size: 32 }),
    executor: '0x0000000000000000000000000000000000000000',
    deadline: BigInt(Math.floor(Date.now() / 1000) + parameters.deadlineSeconds),
  } as const
  parameters.onPrompt?.()
  // The connector's own client and account: a local (embedded) account signs in place, a JSON-RPC one asks the wallet.
  const wallet = await getConnectorClient(parameters.config, { chainId })
  if (!wallet.account || !isAddressEqual(wallet.account.address, account))
    throw refused(
      'account',
      'The connected account is not the one this quote was made for: nothing was sent.',
    )
  const signature = await signTypedData(wallet, {
    account: wallet.account,
    domain: {
      name: 'Calibur',
      version: '1.0.0',
      chainId,
      verifyingContract: account,
      salt: pad(caliburAddress, { size: 32 }),
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
      to: account,
      data: encodeFunctionData({ abi: caliburAbi, functionName: 'execute', args: [message, wrapped] }),
      value: '0',
      ...(authorization ? { authorizationList: authorization } : {}),
    },
    executionOptions: { subsidizeFees: false },
    originGasOverhead: caliburGasOverhead,
    requestId: parameters.requestId,
  }
}
