import { keccak256, toHex } from 'viem'
import type { SimContext } from '../model/SimContext'

/** Virtual chains start counting blocks from this instant (1 Jan 2026, UTC). */
const genesis = Date.UTC(2026, 0, 1)

/**
 * Deterministic identity of a virtual transaction: its hash is `keccak256("<requestId>:<purpose>")`,
 * its block follows a 2-second block time from 1 Jan 2026 on the sim clock, its timestamp is the
 * sim clock in Unix seconds.
 */
export function virtualTransaction(
  ctx: SimContext,
  requestId: string,
  purpose: string,
): { hash: `0x${string}`; blockNumber: number; timestamp: number } {
  const now = ctx.clock.now()
  return {
    hash: keccak256(toHex(`${requestId.toLowerCase()}:${purpose}`)),
    blockNumber: 20_000_000 + Math.max(0, Math.floor((now - genesis) / 2000)),
    timestamp: Math.floor(now / 1000),
  }
}
