import type { SimContext } from '../model/SimContext'
import { executeFill } from './executeFill'
import { lifecycleSteps } from './lifecycleSteps'

/** Schedules the fill of a request that just became `pending`, `timing.submitMs` later on the sim clock. */
export function startFill(ctx: SimContext, id: string): void {
  lifecycleSteps.schedule(ctx, id, ctx.clock.now() + ctx.options.timing.submitMs, () => executeFill(ctx, id))
}
