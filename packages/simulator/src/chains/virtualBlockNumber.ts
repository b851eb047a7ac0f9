/** Virtual chains count blocks from this instant (1 Jan 2026, UTC), as virtual transactions do. */
const genesis = Date.UTC(2026, 0, 1)

/**
 * The block number of a virtual chain at `now` (ms on the sim clock): 20,000,000 at 1 Jan 2026, then one
 * block every 2 seconds. The same numbering as the blocks of virtual transactions (lifecycle's
 * virtualTransaction), so a client polling `eth_blockNumber` sees a transaction's block arrive.
 */
export function virtualBlockNumber(now: number): number {
  return 20_000_000 + Math.max(0, Math.floor((now - genesis) / 2000))
}
