import { keccak256, toHex } from 'viem'
import { virtualBlockNumber } from '../chains/virtualBlockNumber'
import type { SimContext } from '../model/SimContext'

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
    blockNumber: virtualBlockNumber(now),
    timestamp: Math.floor(now / 1000),
  }
}
