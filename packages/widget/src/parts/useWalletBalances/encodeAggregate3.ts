/** 32 bytes of `value` as 64 hex digits. */
const word = (value: number | bigint) => value.toString(16).padStart(64, '0')

/**
 * The calldata of Multicall3's `aggregate3((address target, bool allowFailure, bytes callData)[])`: one call of
 * `callData` to each of `targets`, each allowed to fail. ABI-encoded by hand (the same bytes as viem's
 * `encodeFunctionData`) so that the balance reader shares no ABI code with the executor: a module two lazy chunks share
 * makes Rolldown split viem's hex and hash utilities out of every first load. A target that is not a 20-byte hex
 * address, or calldata that is not hex, throws.
 */
export function encodeAggregate3(targets: readonly string[], callData: `0x${string}`): `0x${string}` {
  const data = callData.slice(2)
  if (!/^([0-9a-fA-F]{2})*$/.test(data)) throw new Error(`not hex calldata: ${callData}`)
  const bytes = data.length / 2
  const padded = data.padEnd(Math.ceil(bytes / 32) * 64, '0')
  // Each tuple: target, allowFailure, the offset of its bytes (3 words in), their length, the padded bytes.
  const tupleWords = 4 + padded.length / 64
  const offsets = targets.map((_, i) => word(32 * (targets.length + i * tupleWords)))
  const tuples = targets.map((target) => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(target)) throw new Error(`not an address: ${target}`)
    return `${word(BigInt(target))}${word(1)}${word(96)}${word(bytes)}${padded}`
  })
  return `0x82ad56cb${word(32)}${word(targets.length)}${offsets.join('')}${tuples.join('')}`
}
