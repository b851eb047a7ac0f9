import type { FundsLocation } from '../errors/ExecutionError'
import type { ExecutionContext } from './ExecutionContext'

/** Where the funds are if the current item fails: a deposit that went out is `sent`; before that, nothing was. */
export function fundsAfter(ctx: Pick<ExecutionContext, 'progress'>): FundsLocation {
  const { funds } = ctx.progress()
  return funds === 'sent' || funds === 'unknown' ? funds : 'not-sent'
}
