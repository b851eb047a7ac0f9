import { concat, getAddress, type Hex, hexToBytes, keccak256, toHex } from 'viem'
import type { VmType } from '../model/types'
import { encodeBase58 } from './encodeBase58'

/**
 * The generated deposit address of a request, deterministic from its id: an EVM 20-byte checksummed
 * address, or a 32-byte base58 address for the SVM chain.
 */
export function deriveDepositAddress(requestId: Hex, vmType: VmType): string {
  const hash = keccak256(concat([toHex('crosspay-deposit-address'), requestId]))
  if (vmType === 'svm') return encodeBase58(hexToBytes(hash))
  return getAddress(`0x${hash.slice(-40)}`)
}
