import { decodeFunctionData, erc20Abi, isAddressEqual } from 'viem'
import { ExecutionError } from '../errors/ExecutionError'
import type { Chain } from '../schemas/chainSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { collectServiceAddresses } from './collectServiceAddresses'

/** What {@link assertSafeTransaction} compares a transaction item with. */
export type TransactionSafetyContext = {
  /** The step and item, for the error. */
  step: string
  item: number
  /** The chain records of the service (`GET /chains`). */
  chains: readonly Chain[]
  /** The quote's origin chain and currency, and what the user pays (smallest units). */
  origin: { chainId: number; currency: string; amount: bigint; native: boolean }
  /** The connected account. */
  account: string | undefined
  /** The account the quote was made for (its `details.sender`, or the items' `from`). */
  user: string | undefined
  /** Extra addresses the integrator allows on a chain (its own contracts). */
  allowAddresses?: ((chainId: number) => readonly string[]) | undefined
}

/**
 * Uniswap's Permit2, at the same address on every chain. The real service asks for a one-time approval of it in permit
 * flows (the sample `postSignatureExtraSteps`): approving it lets nobody move funds by itself, since every transfer
 * then needs a permit the user signs, whose spender is checked in turn.
 */
const permit2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const unsafe = (ctx: TransactionSafetyContext, check: string, shortMessage: string) =>
  new ExecutionError({ reason: 'unsafe', check, step: ctx.step, item: ctx.item, shortMessage })

/**
 * The checks before a wallet is asked to send a quote's transaction; the first that fails throws an
 * `ExecutionError` (`reason: 'unsafe'`, `check` naming it) and the wallet is never asked:
 * `chain-listed` (the service lists the chain), `chain-enabled` (not disabled, deposits enabled), `origin-chain`
 * (the item is on the quote's origin chain), `account` (the connected account is the quote's user),
 * `transaction-target` (`to` is one of the chain's service contracts, depository or solver addresses, or, for an
 * approval, the origin token), `approval-spender` (an approval's spender is one of those contracts, or Permit2) and
 * `value`
 * (no more native currency than the user pays).
 */
export function assertSafeTransaction(item: TransactionStepItem, ctx: TransactionSafetyContext): void {
  const { chainId, to, data = '0x', value = '0' } = item.data
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
  const allowed = collectServiceAddresses(chain)
  for (const extra of ctx.allowAddresses?.(chainId) ?? []) allowed.add(extra.toLowerCase())
  const target = to.toLowerCase()
  if (!allowed.has(target)) {
    // The only other target allowed: the origin token, for an approval of one of the service's contracts.
    if (ctx.origin.native || target !== ctx.origin.currency.toLowerCase())
      throw unsafe(
        ctx,
        'transaction-target',
        `The transaction goes to ${to}, not a service contract: nothing was sent.`,
      )
    let spender: string | undefined
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: data as `0x${string}` })
      if (call.functionName === 'approve') spender = String(call.args[0])
    } catch {
      spender = undefined
    }
    if (!spender)
      throw unsafe(
        ctx,
        'transaction-target',
        'The transaction calls the token with something other than an approval: nothing was sent.',
      )
    if (!allowed.has(spender.toLowerCase()) && spender.toLowerCase() !== permit2)
      throw unsafe(
        ctx,
        'approval-spender',
        `The approval is for ${spender}, not a service contract: nothing was sent.`,
      )
  }
  const maxValue = ctx.origin.native ? ctx.origin.amount : 0n
  if (BigInt(value) > maxValue)
    throw unsafe(ctx, 'value', `The transaction sends more than the quote says you pay: nothing was sent.`)
}
