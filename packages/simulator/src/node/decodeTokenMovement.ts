import { decodeFunctionData, erc20Abi } from 'viem'
import { addresses } from '../config/addresses'
import { evmTokenAt } from '../config/evmTokens'
import { depositoryAbi } from '../model/depositoryAbi'

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/**
 * The ERC-20 movement a transaction's call data describes, or undefined: `transfer` / `transferFrom`
 * on a token of the deployment (`evmTokens`), `depositErc20` / `depositFor` on the depository. Undefined for anything it cannot decode.
 */
export function decodeTokenMovement(
  to: string | null | undefined,
  input: string,
): { address: string; amount: bigint; recipient?: string } | undefined {
  try {
    const token = evmTokenAt(to)
    if (token) {
      const call = decodeFunctionData({ abi: erc20Abi, data: input as `0x${string}` })
      if (call.functionName === 'transfer')
        return { address: token.address, amount: call.args[1], recipient: call.args[0] }
      if (call.functionName === 'transferFrom')
        return { address: token.address, amount: call.args[2], recipient: call.args[1] }
      return undefined
    }
    if (same(to, addresses.depository)) {
      const call = decodeFunctionData({ abi: depositoryAbi, data: input as `0x${string}` })
      if (call.functionName === 'depositErc20') return { address: call.args[0], amount: call.args[1] }
      if (call.functionName === 'depositFor') return { address: call.args[0], amount: call.args[2] }
    }
  } catch {
    // not a call we know: no token movement
  }
  return undefined
}
