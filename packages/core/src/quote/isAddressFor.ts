import { isAddress } from '../utils/isAddress'

const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` is an address of a chain with the given `vmType`: `0x` + 40 hex digits for `evm`, a base58
 * string of 32–44 characters for `svm`, any non-empty string without spaces for another VM, and either of the
 * first two when the VM is not known. A mixed-case EVM address must match its EIP-55 checksum.
 */
export function isAddressFor(value: unknown, vmType: string | undefined): value is string {
  if (typeof value !== 'string') return false
  if (vmType === 'evm') return isAddress(value)
  if (vmType === 'svm') return base58.test(value)
  if (vmType) return value !== '' && !/\s/.test(value)
  return isAddress(value) || base58.test(value)
}
