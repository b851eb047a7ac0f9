import { type Abi, BaseError, decodeErrorResult, type Hex } from 'viem'
import type { GaslessRevert } from '../model/GaslessCall'

/** The revert data a viem error carries (`RawContractError`'s or an RPC error's `data`), or null. */
const revertData = (error: unknown): Hex | null => {
  if (!(error instanceof BaseError)) return null
  const found = error.walk((e) => typeof (e as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data) ? (data as Hex) : null
}

/**
 * Why an `eth_call` reverted, for `DELEGATION_REDEEM_FAILED`'s `details.revert`: the custom error of `abi` the revert
 * data decodes to (its name as `label`), `Error(string)`'s reason, or `UNKNOWN` without data.
 */
export function readRevert(error: unknown, abi: Abi): GaslessRevert {
  const data = revertData(error)
  const message = error instanceof BaseError ? error.shortMessage : String(error)
  if (!data || data === '0x') return { label: 'UNKNOWN', data, message }
  try {
    const decoded = decodeErrorResult({ abi, data })
    const reason = decoded.errorName === 'Error' ? String(decoded.args?.[0] ?? '') : ''
    return { label: decoded.errorName, data, message: reason || message }
  } catch {
    return { label: 'UNKNOWN', data, message }
  }
}
