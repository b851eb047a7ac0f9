import { decodeFunctionData, encodeFunctionResult, erc20Abi, type Hex } from 'viem'
import { addresses } from '../config/addresses'
import { evmTokenAt } from '../config/evmTokens'
import { caliburDelegateArtifact } from '../contracts/generated/caliburDelegateArtifact'
import type { SimContext } from '../model/SimContext'
import { answerMulticall3 } from './answerMulticall3'
import { virtualEvmState } from './virtualEvmState'

/** What a virtual `eth_call` returns: its return data, or a revert. */
export type VirtualCallResult = { success: true; data: Hex } | { success: false }

/**
 * One read-only call on a virtual EVM chain: the deployment's tokens' `balanceOf`, `allowance`, `decimals`,
 * `symbol`, `name`, `totalSupply`, Multicall3 at its canonical address (`answerMulticall3`, whose calls come
 * back here), and `getSeq` of an account delegated to Calibur. A call to an address without code succeeds with empty data, as on a chain; a token call that is
 * not an ERC-20 read reverts.
 */
export function virtualCall(
  ctx: SimContext,
  chainId: number,
  to: string | undefined,
  data: Hex,
): VirtualCallResult {
  if (to?.toLowerCase() === addresses.multicall3.toLowerCase()) return answerMulticall3(ctx, chainId, data)
  // An account delegated to Calibur answers `getSeq(key)` (the nonce a gasless batch signs).
  if (to && virtualEvmState(ctx).delegateOf(chainId, to) === addresses.calibur.toLowerCase()) {
    try {
      const decoded = decodeFunctionData({ abi: caliburDelegateArtifact.abi, data })
      if (decoded.functionName === 'getSeq')
        return {
          success: true,
          data: encodeFunctionResult({
            abi: caliburDelegateArtifact.abi,
            functionName: 'getSeq',
            result: virtualEvmState(ctx).seqOf(chainId, to, decoded.args[0]),
          }),
        }
    } catch {
      // not a Calibur read: reverts
    }
    return { success: false }
  }
  const token = evmTokenAt(to)
  if (!token || !to) return { success: true, data: '0x' }
  const state = virtualEvmState(ctx)
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data })
    const result = (value: unknown): VirtualCallResult => ({
      success: true,
      data: encodeFunctionResult({
        abi: erc20Abi,
        functionName: decoded.functionName,
        result: value as never,
      }),
    })
    if (decoded.functionName === 'balanceOf') return result(state.tokenOf(chainId, to, decoded.args[0]))
    if (decoded.functionName === 'allowance')
      return result(state.allowanceOf(chainId, to, decoded.args[0], decoded.args[1]))
    if (decoded.functionName === 'decimals') return result(token.decimals)
    if (decoded.functionName === 'symbol') return result(token.symbol)
    if (decoded.functionName === 'name') return result(token.name)
    if (decoded.functionName === 'totalSupply') return result(10n ** 18n)
  } catch {
    // not an ERC-20 read: reverts
  }
  return { success: false }
}
