import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { multicall3Artifact } from '../contracts/generated/multicall3Artifact'
import type { SimContext } from '../model/SimContext'
import { virtualBaseFee } from './createVirtualEvmState'
import { virtualBlockNumber } from './virtualBlockNumber'
import { type VirtualCallResult, virtualCall } from './virtualCall'
import { virtualEvmState } from './virtualEvmState'

const abi = multicall3Artifact.abi

/**
 * Multicall3 on a virtual EVM chain, as the contract compiled from `src/contracts/Multicall3.sol` behaves:
 * `aggregate3` (each call allowed to fail or not), `aggregate`, `tryAggregate`, `getEthBalance`, `getBlockNumber`,
 * `getChainId`, `getCurrentBlockTimestamp`, `getBasefee`; each inner call answered by `virtualCall`. A call that
 * may not fail and fails reverts the whole call, as does anything else (`aggregate3Value` moves value: not a read).
 */
export function answerMulticall3(ctx: SimContext, chainId: number, data: Hex): VirtualCallResult {
  let decoded: ReturnType<typeof decodeFunctionData<typeof abi>>
  try {
    decoded = decodeFunctionData({ abi, data })
  } catch {
    return { success: false }
  }
  const ok = (result: unknown): VirtualCallResult => ({
    success: true,
    data: encodeFunctionResult({ abi, functionName: decoded.functionName, result: result as never }),
  })
  const now = ctx.clock.now()
  const block = BigInt(virtualBlockNumber(now))
  switch (decoded.functionName) {
    case 'aggregate3': {
      const results: { success: boolean; returnData: Hex }[] = []
      for (const call of decoded.args[0]) {
        const r = virtualCall(ctx, chainId, call.target, call.callData)
        if (!r.success && !call.allowFailure) return { success: false }
        results.push({ success: r.success, returnData: r.success ? r.data : '0x' })
      }
      return ok(results)
    }
    case 'tryAggregate': {
      const [requireSuccess, calls] = decoded.args
      const results: { success: boolean; returnData: Hex }[] = []
      for (const call of calls) {
        const r = virtualCall(ctx, chainId, call.target, call.callData)
        if (!r.success && requireSuccess) return { success: false }
        results.push({ success: r.success, returnData: r.success ? r.data : '0x' })
      }
      return ok(results)
    }
    case 'aggregate': {
      const returnData: Hex[] = []
      for (const call of decoded.args[0]) {
        const r = virtualCall(ctx, chainId, call.target, call.callData)
        if (!r.success) return { success: false }
        returnData.push(r.data)
      }
      return ok([block, returnData])
    }
    case 'getEthBalance':
      return ok(virtualEvmState(ctx).nativeOf(chainId, decoded.args[0]))
    case 'getBlockNumber':
      return ok(block)
    case 'getChainId':
      return ok(BigInt(chainId))
    case 'getCurrentBlockTimestamp':
      return ok(BigInt(Math.floor(now / 1000)))
    case 'getBasefee':
      return ok(virtualBaseFee)
    default:
      return { success: false }
  }
}
