import {
  decodeAbiParameters,
  decodeFunctionData,
  encodeErrorResult,
  type Hex,
  pad,
  recoverTypedDataAddress,
} from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { addresses } from '../config/addresses'
import { caliburDelegateArtifact } from '../contracts/generated/caliburDelegateArtifact'
import { caliburTypes } from '../gasless/caliburTypes'
import type { GaslessCall, GaslessRevert } from '../model/GaslessCall'
import type { SimContext } from '../model/SimContext'
import type { CaliburBatch } from './runCaliburBatch'
import type { VirtualAuthorization } from './VirtualAuthorization'
import type { VirtualEvmTx } from './VirtualEvmTx'
import { virtualEvmState } from './virtualEvmState'

const abi = caliburDelegateArtifact.abi

/** Calibur's `SignedBatchedCall`, as `execute`'s first argument decodes. */
type SignedBatchedCall = {
  batchedCall: { calls: readonly { to: Hex; value: bigint; data: Hex }[]; revertOnFailure: boolean }
  nonce: bigint
  keyHash: Hex
  executor: Hex
  deadline: bigint
}

/** The batch of Calibur `execute(SignedBatchedCall, bytes)` call data and who signed it; null for other call data. */
async function readBatch(chainId: number, account: Hex, data: Hex): Promise<CaliburBatch | null> {
  let message: SignedBatchedCall
  let wrapped: Hex
  try {
    const decoded = decodeFunctionData({ abi, data })
    if (decoded.functionName !== 'execute' || decoded.args.length !== 2) return null
    ;[message, wrapped] = decoded.args as unknown as [SignedBatchedCall, Hex]
  } catch {
    return null
  }
  let signer: string | undefined
  try {
    const [signature] = decodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], wrapped)
    signer = await recoverTypedDataAddress({
      domain: {
        name: 'Calibur',
        version: '1.0.0',
        chainId: BigInt(chainId),
        verifyingContract: account,
        salt: pad(addresses.calibur, { size: 32 }),
      },
      types: caliburTypes,
      primaryType: 'SignedBatchedCall',
      message,
      signature,
    })
  } catch {
    signer = undefined
  }
  return {
    calls: message.batchedCall.calls.map((c) => ({ to: c.to, value: c.value, data: c.data })),
    revertOnFailure: message.batchedCall.revertOnFailure,
    nonce: message.nonce,
    keyHash: message.keyHash,
    executor: message.executor,
    deadline: message.deadline,
    signer,
  }
}

/** Calibur's error `label` as the revert data and message an `eth_call` on anvil would give (`readRevert`'s shape). */
function toRevert(label: string): GaslessRevert {
  const error = abi.find((item) => item.type === 'error' && item.name === label)
  if (!error) return { label: 'UNKNOWN', data: null, message: 'execution reverted' }
  const data = encodeErrorResult({
    abi,
    errorName: label,
    args: label === 'CallFailed' ? ['0x'] : [],
  } as never)
  return { label, data, message: `execution reverted: ${label}` }
}

/**
 * The gasless relayer's type-4 transaction on a virtual EVM chain (virtual mode's `POST /execute`): recovers each
 * authorization's signer and the batch's, then has the chain's ledger run it as Calibur would
 * (`VirtualEvmState.sendBatch`). `dryRun` is the relayer's `eth_call`: nothing is kept. Resolves with the
 * transaction (mined unless `dryRun`) and the revert, in the shape `readRevert` gives on anvil, or null.
 */
export async function relayVirtualBatch(
  ctx: SimContext,
  call: GaslessCall,
  options: { dryRun?: boolean } = {},
): Promise<{ tx: VirtualEvmTx; revert: GaslessRevert | null }> {
  const authorizationList: VirtualAuthorization[] = []
  for (const auth of call.authorizationList ?? []) {
    let authority: string | undefined
    try {
      authority = await recoverAuthorizationAddress({ authorization: { ...auth } })
    } catch {
      authority = undefined
    }
    authorizationList.push({ ...auth, authority })
  }
  const batch = await readBatch(call.chainId, call.to, call.data)
  const { tx, revert } = virtualEvmState(ctx).sendBatch(call.chainId, {
    from: addresses.relayer,
    to: call.to,
    data: call.data,
    authorizationList,
    batch,
    dryRun: options.dryRun,
  })
  return { tx, revert: revert === null ? null : toRevert(revert) }
}
