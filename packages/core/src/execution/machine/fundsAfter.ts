import type { FundsLocation } from '../../errors/ExecutionError'
import type { ExecutionProgress } from '../types'

/** Where the funds are if the current item fails: a deposit that went out is `sent`; before that, nothing was. */
export function fundsAfter(progress: Pick<ExecutionProgress, 'funds'>): FundsLocation {
  const { funds } = progress
  return funds === 'sent' || funds === 'unknown' ? funds : 'not-sent'
}
