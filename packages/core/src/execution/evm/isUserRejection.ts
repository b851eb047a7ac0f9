import { UserRejectedRequestError } from 'viem'

/** Whether a wallet error, or any error in its `cause` chain, is the user's refusal (EIP-1193 code 4001). */
export function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 20; e = (e as { cause?: unknown }).cause, depth++)
    if (e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001) return true
  return false
}
