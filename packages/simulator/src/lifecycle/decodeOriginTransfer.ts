import { addresses } from '../config/addresses'
import type { OriginTransaction } from '../model/OriginTransaction'

/** What an origin transaction moves: to whom, which currency (zero address: native), how much. */
export interface OriginTransfer {
  recipient: string
  currency: string
  amount: bigint
  /** Call data after an ERC-20 `transfer`'s own arguments (`0x` + rest), else the whole call data. */
  extraData: string
}

const transferSelector = '0xa9059cbb'
const transferFromSelector = '0x23b872dd'

/**
 * Decodes an origin transaction: an ERC-20 `transfer(to, amount)` or `transferFrom(from, to, amount)`
 * (possibly with extra data appended), a transaction already decoded by the watcher (`token`), or a native transfer/call.
 */
export function decodeOriginTransfer(tx: OriginTransaction): OriginTransfer {
  const data = String(tx.data ?? '0x').toLowerCase()
  if (data.startsWith(transferSelector) && data.length >= 10 + 128) {
    return {
      recipient: `0x${data.slice(10 + 24, 10 + 64)}`,
      currency: tx.token?.address ?? tx.to,
      amount: tx.token?.amount ?? BigInt(`0x${data.slice(74, 138)}`),
      extraData: `0x${data.slice(138)}`,
    }
  }
  if (data.startsWith(transferFromSelector) && data.length >= 10 + 192) {
    return {
      recipient: `0x${data.slice(10 + 64 + 24, 10 + 128)}`,
      currency: tx.token?.address ?? tx.to,
      amount: tx.token?.amount ?? BigInt(`0x${data.slice(138, 202)}`),
      extraData: `0x${data.slice(202)}`,
    }
  }
  if (tx.token)
    return { recipient: tx.to, currency: tx.token.address, amount: tx.token.amount, extraData: data }
  return { recipient: tx.to, currency: addresses.native, amount: tx.value, extraData: data }
}
