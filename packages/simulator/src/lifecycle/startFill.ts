import type { SimContext } from '../model/SimContext'
import { executeFill } from './executeFill'

/** Schedules the fill of a request that just became `pending`, `timing.submitMs` later on the sim clock. */
export function startFill(ctx: SimContext, id: string): void {
  ctx.clock.schedule(ctx.clock.now() + ctx.options.timing.submitMs, () => executeFill(ctx, id))
}
