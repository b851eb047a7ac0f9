import { getConnection } from '@wagmi/core'
import type { Quote } from '../../schemas/quoteSchema'
import type { ExecutionContext } from '../ExecutionContext'
import { isPermitFlow } from './isPermitFlow'
import type { SafetyParameters } from './SafetyParameters'

/**
 * The safety checks' parameters for item `item` of `steps[step]` (every step the run performs, the ones a
 * signature post added included): the run's request, chains, origin, user and allowed addresses, the connected
 * account, and whether the run is a permit flow. Read, never copied from the context's other members.
 */
export function toSafetyParameters({
  ctx,
  steps,
  step,
  item,
}: {
  ctx: ExecutionContext
  steps: Quote['steps']
  step: number
  item: number
}): SafetyParameters {
  return {
    step: steps[step]!.id,
    item,
    requestId: ctx.requestId,
    chains: ctx.chains,
    origin: ctx.origin,
    user: ctx.user,
    account: getConnection(ctx.config).address,
    allowAddresses: ctx.options.allowAddresses,
    permitFlow: isPermitFlow(steps),
  }
}
