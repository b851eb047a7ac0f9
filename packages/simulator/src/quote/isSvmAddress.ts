import { isAddress } from '@solana/kit'

/** Whether `value` is an SVM address: base58 that decodes to exactly 32 bytes (`@solana/kit`'s `isAddress`). */
export function isSvmAddress(value: unknown): value is string {
  return typeof value === 'string' && isAddress(value)
}
