import { serviceAbi } from './serviceAbi'

/** A call decoded by {@link decodeServiceCall}. */
export type ServiceCall = {
  /** The table's entry the selector names. */
  entry: (typeof serviceAbi)[number]
  /** Its arguments by name: addresses and `bytes32` as lower-case hex, `uint256` as bigint. */
  args: Record<string, string | bigint>
  /** One 32-byte word after the arguments (a request id appended to the call, as deposits carry it), if any. */
  trailing: string | undefined
}

/**
 * Internal: decodes `data` with the service's ABI table (`serviceAbi`), strictly: the selector must be one of the
 * table's; the arguments exactly its static words, or those and one more 32-byte word (a trailing request id);
 * every address word zero-padded. Anything else (an unknown selector, a short or padded call, a dirty address word)
 * is `undefined`: the caller refuses it.
 */
export function decodeServiceCall(data: string): ServiceCall | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) return undefined
  const hex = data.slice(2).toLowerCase()
  const entry = serviceAbi.find((e) => e.selector === `0x${hex.slice(0, 8)}`)
  if (!entry) return undefined
  const words = hex.slice(8)
  const size = entry.inputs.length * 64
  if (words.length !== size && words.length !== size + 64) return undefined
  const args: Record<string, string | bigint> = {}
  for (const [i, input] of entry.inputs.entries()) {
    const word = words.slice(i * 64, (i + 1) * 64)
    if (input.type === 'uint256') args[input.name] = BigInt(`0x${word}`)
    else if (input.type === 'bytes32') args[input.name] = `0x${word}`
    else if (/^0{24}/.test(word)) args[input.name] = `0x${word.slice(24)}`
    else return undefined
  }
  return { entry, args, trailing: words.length > size ? `0x${words.slice(size)}` : undefined }
}
