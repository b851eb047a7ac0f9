import { ExecutionError } from '../errors/ExecutionError'
import type { Quote } from '../schemas/quoteSchema'
import { readServiceCall } from './readServiceCall'
import { signatureTemplates } from './signatureTemplates'

/** What {@link assertRunTotal} bounds the steps by. */
export type RunTotalContext = {
  /** The origin currency and what the user pays (smallest units). */
  origin: { currency: string; amount: bigint; native: boolean }
}

const uint = (value: unknown) =>
  /^\d+$/.test(String(value ?? '0')) ? BigInt(String(value ?? '0')) : 2n ** 256n

/**
 * One total over every step the run will ever execute (the quote's, those already done, and those a signature post
 * added), not item by item: the native value of every transaction, the ERC-20 its deposits move (`readServiceCall`)
 * and the amounts its signed permits and deposit authorizations let the service take, together at most what the user
 * pays. Throws an `ExecutionError` (`reason: 'unsafe'`, `check: 'run-total'`) otherwise: two deposits of the whole
 * amount each pass every item check alone, and are refused here.
 */
export function assertRunTotal(steps: Quote['steps'], ctx: RunTotalContext): void {
  let native = 0n
  let token = 0n
  for (const step of steps)
    for (const raw of step.items) {
      const data = (raw as { data?: Record<string, unknown> }).data ?? {}
      if (step.kind === 'transaction' && typeof data.to === 'string') {
        native += uint(data.value)
        const call = readServiceCall(data as { to: string }, ctx.origin)
        if (call.kind === 'deposit' && !call.native) token += call.amount
      } else if (step.kind === 'signature') {
        const sign = (data.sign ?? {}) as { primaryType?: string; value?: Record<string, unknown> }
        const template = signatureTemplates[sign.primaryType ?? '']
        for (const spend of template?.spends(sign.value ?? {}) ?? []) token += uint(spend.amount)
      }
    }
  const pays = ctx.origin.amount
  const [nativeMax, tokenMax] = ctx.origin.native ? [pays, 0n] : [0n, pays]
  if (native > nativeMax || token > tokenMax)
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'run-total',
      shortMessage: `Together the steps move ${native > nativeMax ? native : token}, more than the ${pays} you pay: nothing was sent.`,
    })
}
