import { type Hex, keccak256, toHex } from 'viem'
import type { SimContext } from '../model/SimContext'

const counters = new WeakMap<SimContext, number>()

/**
 * A fresh request id (`0x` + 64 hex), deterministic from the simulator's seeded random source and a
 * per-simulator counter; never one the store already holds.
 */
export function createRequestId(ctx: SimContext): Hex {
  for (;;) {
    const n = (counters.get(ctx) ?? 0) + 1
    counters.set(ctx, n)
    const id = keccak256(toHex(`crosspay-request:${n}:${ctx.random()}`))
    if (!ctx.store.get(id)) return id
  }
}
