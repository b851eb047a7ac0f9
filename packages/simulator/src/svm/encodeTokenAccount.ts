import { address, getAddressEncoder } from '@solana/kit'

/**
 * The 165-byte SPL Token account state: `mint`, `owner`, `amount`, no delegate, initialized, not native,
 * no close authority. What LiteSVM holds for a genesis token account.
 */
export function encodeTokenAccount(input: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const data = new Uint8Array(165)
  const view = new DataView(data.buffer)
  const encoder = getAddressEncoder()
  data.set(encoder.encode(address(input.mint)), 0)
  data.set(encoder.encode(address(input.owner)), 32)
  view.setBigUint64(64, input.amount, true)
  data[108] = 1 // AccountState::Initialized
  return data
}
