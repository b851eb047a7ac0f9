import type { SimContext } from '../model/SimContext'

type Book = { steps: Map<string, number>; filling: Set<string> }
const books = new WeakMap<SimContext, Book>()
const book = (ctx: SimContext): Book => {
  let b = books.get(ctx)
  if (!b) books.set(ctx, (b = { steps: new Map(), filling: new Set() }))
  return b
}
const key = (id: string) => id.toLowerCase()

/**
 * Bookkeeping of the lifecycle's outstanding work, per simulator and request: which requests have a
 * step scheduled or running (so a request nothing drives, such as a seeded one, can be resumed
 * without ever running two steps at once), and which have a fill transaction in flight.
 */
export const lifecycleSteps = {
  /** Runs `run` once the sim clock reaches `at`; the request counts as driven until `run` has settled. */
  schedule(ctx: SimContext, id: string, at: number, run: () => unknown): void {
    const { steps } = book(ctx)
    steps.set(key(id), (steps.get(key(id)) ?? 0) + 1)
    ctx.clock.schedule(at, async () => {
      try {
        await run()
      } finally {
        const left = (steps.get(key(id)) ?? 1) - 1
        if (left > 0) steps.set(key(id), left)
        else steps.delete(key(id))
      }
    })
  },
  /** Whether a lifecycle step of this request is scheduled or running. */
  isDriven(ctx: SimContext, id: string): boolean {
    return book(ctx).steps.has(key(id))
  },
  /** Runs `send` (the fill transaction) with the request marked as filling until it settles. */
  async fill<T>(ctx: SimContext, id: string, send: () => Promise<T>): Promise<T> {
    const { filling } = book(ctx)
    filling.add(key(id))
    try {
      return await send()
    } finally {
      filling.delete(key(id))
    }
  },
  /** Whether the fill transaction of this request is being sent right now. */
  isFilling(ctx: SimContext, id: string): boolean {
    return book(ctx).filling.has(key(id))
  },
}
