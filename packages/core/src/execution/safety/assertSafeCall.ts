import { ExecutionError } from '../../errors/ExecutionError'
import { permit2Address } from './permit2Address'
import type { ServiceCallEffect } from './readServiceCall'
import type { SafetyParameters } from './SafetyParameters'

/** What {@link assertSafeCall} compares a decoded call with: its part of the checks' {@link SafetyParameters}. */
export type CallSafetyContext = Pick<
  SafetyParameters,
  'step' | 'item' | 'requestId' | 'user' | 'permitFlow'
> & {
  origin: Omit<SafetyParameters['origin'], 'chainId'>
}

const zero = '0x0000000000000000000000000000000000000000'

/**
 * The checks of a transaction's decoded calldata (`readServiceCall`) against the request, before the wallet is
 * asked; the first that fails throws an `ExecutionError` (`reason: 'unsafe'`, `check` naming it):
 * `calldata-selector` (a function the service's ABI table does not have, or calldata it cannot read),
 * `calldata-request` (a deposit naming no request, or another one than this quote's),
 * `calldata-token` (a deposit of another currency than the one paid in, native for ERC-20 or the reverse),
 * `calldata-depositor` (a depositor argument that is neither the user nor zero),
 * `calldata-amount` (EXACT_INPUT: a deposit that is not the input; otherwise one above it; an approval above it,
 * except of Permit2 or in a permit flow).
 */
export function assertSafeCall(call: ServiceCallEffect, ctx: CallSafetyContext): void {
  const unsafe = (check: string, what: string) =>
    new ExecutionError({
      reason: 'unsafe',
      check,
      step: ctx.step,
      item: ctx.item,
      shortMessage: `${what}: nothing was sent.`,
    })
  const pays = ctx.origin.amount
  if (call.kind === 'unknown')
    throw call.selector === '0x'
      ? unsafe('calldata-request', 'The transaction calls nothing and names no request')
      : unsafe(
          'calldata-selector',
          `The transaction calls ${call.selector}, which no contract of the service offers`,
        )
  if (call.kind === 'approval') {
    if (call.amount > pays && call.spender !== permit2Address && !ctx.permitFlow)
      throw unsafe('calldata-amount', `The approval allows ${call.amount}, more than the ${pays} you pay`)
    return
  }
  if (!call.requestId) throw unsafe('calldata-request', 'The deposit names no request')
  if (call.requestId !== ctx.requestId.toLowerCase())
    throw unsafe(
      'calldata-request',
      `The deposit is for another request (${call.requestId}), not this quote's`,
    )
  if (call.native !== ctx.origin.native || (call.token && call.token !== ctx.origin.currency.toLowerCase()))
    throw unsafe('calldata-token', `The deposit is in another currency than the one you pay in`)
  if (call.depositor && call.depositor !== zero && call.depositor !== ctx.user?.toLowerCase())
    throw unsafe('calldata-depositor', `The deposit credits ${call.depositor}, not your account`)
  if (ctx.origin.exact ? call.amount !== pays : call.amount > pays)
    throw unsafe(
      'calldata-amount',
      call.amount > pays
        ? `The deposit moves ${call.amount}, more than the ${pays} you pay`
        : `The deposit moves ${call.amount}, not the ${pays} you entered`,
    )
}
