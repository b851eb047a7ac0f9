import { isAddressEqual } from 'viem'
import { ExecutionError } from '../../errors/ExecutionError'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import { assertSafeCall } from './assertSafeCall'
import { collectServiceAddresses } from './collectServiceAddresses'
import { permit2Address } from './permit2Address'
import { readServiceCall } from './readServiceCall'
import type { SafetyParameters } from './SafetyParameters'

/** What {@link assertSafeTransaction} compares a transaction item with: the checks' whole {@link SafetyParameters}. */
export type TransactionSafetyContext = SafetyParameters

const unsafe = (ctx: TransactionSafetyContext, check: string, shortMessage: string) =>
  new ExecutionError({ reason: 'unsafe', check, step: ctx.step, item: ctx.item, shortMessage })

/**
 * The checks before a wallet is asked to send a quote's transaction; the first that fails throws an
 * `ExecutionError` (`reason: 'unsafe'`, `check` naming it) and the wallet is never asked:
 * `chain-listed` (the service lists the chain), `chain-enabled` (not disabled, deposits enabled), `origin-chain`
 * (the item is on the quote's origin chain), `account` (the connected account is the quote's user),
 * `transaction-target` (`to` is one of the chain's service contracts, depository or solver addresses, one of
 * `allowAddresses`, or the origin token; a token transfer's recipient likewise), `approval-spender` (an approval's
 * spender is one of those contracts, or Permit2), `value` (no more native currency than the user pays), then the
 * calldata of every call to a service contract or the origin token, read by the service's ABI table
 * (`readServiceCall`, `assertSafeCall`: `calldata-selector`, `calldata-request`, `calldata-token`,
 * `calldata-depositor`, `calldata-amount`). A call to an address of `allowAddresses` is not decoded: the integrator
 * vouches for it.
 */
export function assertSafeTransaction(item: TransactionStepItem, ctx: TransactionSafetyContext): void {
  const { chainId, to, value = '0' } = item.data
  const chain = ctx.chains.find((c) => c.id === chainId)
  if (!chain)
    throw unsafe(ctx, 'chain-listed', `Chain ${chainId} is not one the service lists: nothing was sent.`)
  if (chain.disabled || chain.depositEnabled === false)
    throw unsafe(ctx, 'chain-enabled', `${chain.displayName} is not taking deposits now: nothing was sent.`)
  if (chainId !== ctx.origin.chainId)
    throw unsafe(
      ctx,
      'origin-chain',
      `The transaction is on chain ${chainId}, not the quote's origin: nothing was sent.`,
    )
  const expected = item.data.from ?? ctx.user
  if (!ctx.account || (expected && !isAddressEqual(ctx.account as `0x${string}`, expected as `0x${string}`)))
    throw unsafe(
      ctx,
      'account',
      'The connected account is not the one this quote was made for: nothing was sent.',
    )
  if (typeof to !== 'string')
    throw unsafe(ctx, 'transaction-target', 'The transaction has no target: nothing was sent.')
  const vouched = new Set((ctx.allowAddresses?.(chainId) ?? []).map((a) => a.toLowerCase()))
  const allowed = new Set([...collectServiceAddresses(chain), ...vouched])
  const target = to.toLowerCase()
  const onToken = !ctx.origin.native && target === ctx.origin.currency.toLowerCase()
  // The only other target allowed: the origin token, for an approval of (or a deposit to) a service contract.
  if (!allowed.has(target) && !onToken)
    throw unsafe(
      ctx,
      'transaction-target',
      `The transaction goes to ${to}, not a service contract: nothing was sent.`,
    )
  // An address the integrator allows (`allowAddresses`) is its to vouch for: its calldata is not in the service's table.
  const call = vouched.has(target) ? undefined : readServiceCall({ ...item.data, to }, ctx.origin)
  if (call?.kind === 'approval' && !allowed.has(call.spender) && call.spender !== permit2Address)
    throw unsafe(
      ctx,
      'approval-spender',
      `The approval is for ${call.spender}, not a service contract: nothing was sent.`,
    )
  if (call?.kind === 'deposit' && call.recipient && !allowed.has(call.recipient))
    throw unsafe(
      ctx,
      'transaction-target',
      `The transfer goes to ${call.recipient}, not a service contract: nothing was sent.`,
    )
  const maxValue = ctx.origin.native ? ctx.origin.amount : 0n
  if (BigInt(value) > maxValue)
    throw unsafe(ctx, 'value', `The transaction sends more than the quote says you pay: nothing was sent.`)
  if (call) assertSafeCall(call, ctx)
}
