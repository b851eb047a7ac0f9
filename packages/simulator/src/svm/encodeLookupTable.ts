import { address, getAddressEncoder } from '@solana/kit'

/**
 * An address lookup table's account data: the 56-byte meta (type 1 = lookup table, never deactivated, extended at
 * `lastExtendedSlot`, an authority) followed by the addresses. A table is usable from the slot after its last
 * extension.
 */
export function encodeLookupTable(input: {
  authority: string
  addresses: string[]
  lastExtendedSlot: bigint
}): Uint8Array {
  const encoder = getAddressEncoder()
  const data = new Uint8Array(56 + 32 * input.addresses.length)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true)
  view.setBigUint64(4, 0xffff_ffff_ffff_ffffn, true) // deactivation slot: never
  view.setBigUint64(12, input.lastExtendedSlot, true)
  data[20] = 0 // last extended slot start index
  data[21] = 1 // Some(authority)
  data.set(encoder.encode(address(input.authority)), 22)
  input.addresses.forEach((a, i) => {
    data.set(encoder.encode(address(a)), 56 + 32 * i)
  })
  return data
}
