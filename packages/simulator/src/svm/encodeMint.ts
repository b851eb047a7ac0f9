import { address, getAddressEncoder } from '@solana/kit'

/** The 82-byte SPL Token mint state: a mint authority, `supply`, `decimals`, initialized, no freeze authority. */
export function encodeMint(input: { authority: string; supply: bigint; decimals: number }): Uint8Array {
  const data = new Uint8Array(82)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true) // COption::Some
  data.set(getAddressEncoder().encode(address(input.authority)), 4)
  view.setBigUint64(36, input.supply, true)
  data[44] = input.decimals
  data[45] = 1 // is_initialized
  return data
}
