const marker = '012345abcdef'
const pattern = new RegExp(`${marker}([0-9a-fA-F]{40})${marker}$`)

/**
 * The app-balance deposit rule of the interface: call data ending with `012345abcdef` + 40 hex +
 * `012345abcdef` names the address to credit. Returns that address, `sender` when the 40 hex are
 * all zeros, or null when the call data does not follow the rule.
 */
export function parseAppBalanceCallData(data: string, sender: string): string | null {
  const match = pattern.exec(data)
  if (!match?.[1]) return null
  return /^0{40}$/.test(match[1]) ? sender : `0x${match[1]}`
}
