/** Whether an error (or any error in its `cause` chain) is the wallet's user rejection (EIP-1193 code 4001). */
export function isWalletRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    const e = current as { code?: unknown; name?: unknown; reason?: unknown; cause?: unknown }
    if (e.code === 4001 || e.name === 'UserRejectedRequestError' || e.reason === 'user-rejected') return true
    current = e.cause
  }
  return false
}
