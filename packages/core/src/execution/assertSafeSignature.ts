import { ExecutionError } from '../errors/ExecutionError'
import type { Chain } from '../schemas/chainSchema'
import type { SignatureStepItem } from '../schemas/signatureStepItemSchema'
import { collectServiceAddresses } from './collectServiceAddresses'

/** What {@link assertSafeSignature} compares a signature item with. */
export type SignatureSafetyContext = {
  step: string
  item: number
  chains: readonly Chain[]
  origin: { chainId: number }
  allowAddresses?: ((chainId: number) => readonly string[]) | undefined
}

/** The spender fields of ERC-2612 `Permit` and Permit2 (`PermitSingle`, `PermitBatch`, `PermitTransferFrom`, …). */
const spenderOf = (value: Record<string, unknown>): string | undefined =>
  typeof value.spender === 'string' ? value.spender : undefined

/**
 * The checks before a wallet is asked to sign a quote's message; the first that fails throws an `ExecutionError`
 * (`reason: 'unsafe'`) and the wallet is never asked: `signature-kind` (EIP-191 or EIP-712 only),
 * `signature-chain` (an EIP-712 domain is on the quote's origin chain), `permit-spender` (a permit, ERC-2612 or
 * Permit2, names one of the origin chain's service contracts as spender: permit phishing is how wallets are
 * drained).
 */
export function assertSafeSignature(item: SignatureStepItem, ctx: SignatureSafetyContext): void {
  const sign = item.data.sign as {
    signatureKind: string
    domain?: Record<string, unknown>
    value?: unknown
    primaryType?: string
  }
  const unsafe = (check: string, shortMessage: string) =>
    new ExecutionError({ reason: 'unsafe', check, step: ctx.step, item: ctx.item, shortMessage })
  if (sign.signatureKind === 'eip191') return
  if (sign.signatureKind !== 'eip712')
    throw unsafe('signature-kind', `Unknown signature kind ${sign.signatureKind}: nothing was signed.`)
  const domainChain = Number(sign.domain?.chainId)
  if (sign.domain?.chainId !== undefined && domainChain !== ctx.origin.chainId)
    throw unsafe(
      'signature-chain',
      `The message is for chain ${domainChain}, not the quote's origin: nothing was signed.`,
    )
  const value = (sign.value ?? {}) as Record<string, unknown>
  const spender = spenderOf(value)
  if (spender === undefined && !/permit/i.test(sign.primaryType ?? '')) return
  const chain = ctx.chains.find((c) => c.id === ctx.origin.chainId)
  const allowed = chain ? collectServiceAddresses(chain) : new Set<string>()
  for (const extra of ctx.allowAddresses?.(ctx.origin.chainId) ?? []) allowed.add(extra.toLowerCase())
  if (!spender || !allowed.has(spender.toLowerCase()))
    throw unsafe(
      'permit-spender',
      `The permit lets ${spender ?? 'an unknown spender'} spend your tokens, not a service contract: nothing was signed.`,
    )
}
