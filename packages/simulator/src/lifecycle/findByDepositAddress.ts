import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'

// Deposit address (lower case) → request id, per simulator; kept current through the store's listeners.
const indexes = new WeakMap<SimContext, Map<string, string>>()

/**
 * The request whose deposit address is `address` (compared case-insensitively), or undefined.
 * O(1): an index of deposit addresses is built on first use from the store and kept up to date by
 * subscribing to it (inserts and updates); the first request to claim an address keeps it.
 */
export function findByDepositAddress(ctx: SimContext, address: string): SimRequest | undefined {
  let index = indexes.get(ctx)
  if (!index) {
    const map = new Map<string, string>()
    const add = (r: SimRequest) => {
      const a = r.depositAddress?.address.toLowerCase()
      if (a && !map.has(a)) map.set(a, r.id)
    }
    for (const r of ctx.store.values()) add(r)
    ctx.store.subscribe((r) => add(r))
    ctx.store.onRemove((r) => {
      const a = r.depositAddress?.address.toLowerCase()
      if (a && map.get(a) === r.id) map.delete(a)
    })
    indexes.set(ctx, (index = map))
  }
  const id = index.get(address.toLowerCase())
  return id === undefined ? undefined : ctx.store.get(id)
}
