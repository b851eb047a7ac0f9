import { decodeFunctionData, erc20Abi, type Hex, isAddressEqual } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { addresses } from '../config/addresses'
import { caliburDelegateArtifact } from '../contracts/generated/caliburDelegateArtifact'
import type { SimContext } from '../model/SimContext'
import type { ExecuteBody } from './ExecuteBody'

/** Why the service refuses to relay a batch (`DELEGATION_REDEEM_FAILED`'s `details.revert`). */
export interface GaslessRefusal {
  label: string
  message: string
}

/** The code of an account delegated to `delegate` (EIP-7702: `0xef0100` ‖ address). */
const delegatedTo = (code: Hex, delegate: string) =>
  code.toLowerCase() === `0xef0100${delegate.slice(2).toLowerCase()}`

const refuse = (label: string, message: string): GaslessRefusal => ({ label, message })

/**
 * The service's allow-list for `POST /execute`, checked before anything is relayed: the one authorization (if any)
 * delegates to Calibur (`addresses.calibur`, the only delegate relayed), on this chain (never 0, which would delegate
 * on every chain), at the account's nonce, signed by the account itself; without one the account must already be
 * delegated to Calibur. The call data must be Calibur's `execute(SignedBatchedCall, bytes)` whose calls are the
 * chain's depository or `approve`s of a listed token to the depository or approval proxy, with one depository call
 * ending with the request id (the body's, when it names one). Returns the request id, or the refusal.
 */
export async function checkGaslessBatch(
  ctx: SimContext,
  body: ExecuteBody,
  account: { code: Hex; nonce: number },
): Promise<{ requestId: Hex } | GaslessRefusal> {
  const { chainId, to, authorizationList } = body.data
  const chain = ctx.chain(chainId)
  if (!chain) return refuse('UNSUPPORTED_CHAIN', `chain ${chainId} is not supported`)
  if (authorizationList) {
    if (authorizationList.length !== 1) return refuse('AUTHORIZATION', 'exactly one authorization is relayed')
    const auth = authorizationList[0]!
    if (!isAddressEqual(auth.address, addresses.calibur))
      return refuse(
        'DELEGATE_NOT_ALLOWED',
        `delegate ${auth.address} is not allow-listed (only ${addresses.calibur})`,
      )
    if (auth.chainId !== chainId)
      return refuse(
        'AUTHORIZATION_CHAIN',
        `authorization chainId ${auth.chainId} must equal ${chainId}${auth.chainId === 0 ? ' (0 = every chain)' : ''}`,
      )
    if (auth.nonce !== account.nonce)
      return refuse(
        'AUTHORIZATION_NONCE',
        `authorization nonce ${auth.nonce} is not the account's (${account.nonce})`,
      )
    let signer: string | undefined
    try {
      signer = await recoverAuthorizationAddress({
        authorization: { ...auth },
      })
    } catch {
      signer = undefined
    }
    if (!signer || !isAddressEqual(signer as Hex, to))
      return refuse('AUTHORIZATION_SIGNER', `the authorization is not signed by ${to}`)
  } else if (!delegatedTo(account.code, addresses.calibur))
    return refuse(
      'NOT_DELEGATED',
      account.code === '0x' || account.code === '0x0'
        ? `${to} is not delegated: an authorization to ${addresses.calibur} is required`
        : `${to} is delegated to another contract (${account.code})`,
    )

  let calls: readonly { to: Hex; value: bigint; data: Hex }[]
  try {
    const decoded = decodeFunctionData({ abi: caliburDelegateArtifact.abi, data: body.data.data })
    if (decoded.functionName !== 'execute' || decoded.args.length !== 2) throw new Error('not a signed batch')
    calls = decoded.args[0].batchedCall.calls
  } catch {
    return refuse('CALL_DATA', 'data is not a signed batch: execute(SignedBatchedCall, bytes)')
  }
  const spenders = [chain.depository, chain.approvalProxy]
  let requestId: Hex | undefined
  for (const [i, call] of calls.entries()) {
    if (isAddressEqual(call.to, chain.depository as Hex)) {
      if (call.data.length >= 66) requestId ??= `0x${call.data.slice(-64).toLowerCase()}` as Hex
      continue
    }
    if (!ctx.currency(chainId, call.to))
      return refuse('CALL_TARGET', `call ${i} goes to ${call.to}, not the depository or a listed token`)
    let spender: Hex | undefined
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data })
      if (decoded.functionName === 'approve') spender = decoded.args[0]
    } catch {
      spender = undefined
    }
    if (!spender || call.value !== 0n)
      return refuse('CALL_NOT_ALLOWED', `call ${i} to token ${call.to} is not an approval`)
    if (!spenders.some((s) => isAddressEqual(s as Hex, spender)))
      return refuse('APPROVAL_SPENDER', `call ${i} approves ${spender}, not the depository`)
  }
  if (!requestId) return refuse('NO_DEPOSIT', 'the batch makes no deposit to the depository')
  if (body.requestId && body.requestId !== requestId)
    return refuse('REQUEST_ID', `the batch deposits for ${requestId}, not ${body.requestId}`)
  return { requestId }
}
