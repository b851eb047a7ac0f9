/** One call's answer in Multicall3's `aggregate3` result. */
export type Aggregate3Result = { success: boolean; returnData: `0x${string}` }

/**
 * The answers of Multicall3's `aggregate3` (`(bool success, bytes returnData)[]`) from an `eth_call`'s result,
 * read strictly as the ABI lays them out: every offset and length inside the data, every boolean 0 or 1, exactly
 * `count` answers. Anything else (a hostile or garbled node answer) is undefined, never a guess. Decoded by hand
 * (as viem's `decodeFunctionResult` would) for the reason `encodeAggregate3` gives.
 */
export function decodeAggregate3(data: unknown, count: number): Aggregate3Result[] | undefined {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{64})*$/.test(data)) return undefined
  const hex = data.slice(2)
  const words = hex.length / 64
  // The word at byte `at` as a number, undefined past the end or beyond what the data could hold.
  const read = (at: number) => {
    if (at % 32 !== 0 || at / 32 >= words) return undefined
    const value = BigInt(`0x${hex.slice(at * 2, at * 2 + 64)}`)
    return value < BigInt(hex.length) ? Number(value) : undefined
  }
  const array = read(0)
  if (array === undefined || read(array) !== count) return undefined
  const start = array + 32
  const results: Aggregate3Result[] = []
  for (let i = 0; i < count; i++) {
    const offset = read(start + 32 * i)
    if (offset === undefined) return undefined
    const tuple = start + offset
    const success = read(tuple)
    const bytesOffset = read(tuple + 32)
    if ((success !== 0 && success !== 1) || bytesOffset === undefined) return undefined
    const length = read(tuple + bytesOffset)
    if (length === undefined) return undefined
    const from = (tuple + bytesOffset + 32) * 2
    if (from + length * 2 > hex.length) return undefined
    results.push({ success: success === 1, returnData: `0x${hex.slice(from, from + length * 2)}` })
  }
  return results
}
