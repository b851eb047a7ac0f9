import { ExecutionError } from '../../errors/ExecutionError'
import type { SignatureStepItem } from '../../schemas/signatureStepItemSchema'
import { collectServiceAddresses } from './collectServiceAddresses'
import { permit2Address } from './permit2Address'
import type { SafetyParameters } from './SafetyParameters'
import { signatureTemplates } from './signatureTemplates'

/** What {@link assertSafeSignature} compares a signature item with: its part of the checks' {@link SafetyParameters}. */
export type SignatureSafetyContext = Pick<
  SafetyParameters,
  'step' | 'item' | 'chains' | 'user' | 'requestId' | 'allowAddresses'
> & { origin: Pick<SafetyParameters['origin'], 'chainId' | 'currency' | 'amount'> }

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : undefined)

/**
 * The checks before a wallet is asked to sign a quote's message, by allow-list; the first that fails throws an
 * `ExecutionError` (`reason: 'unsafe'`) and the wallet is never asked. Only EIP-712 messages of the service's
 * templates pass (`signature` otherwise: any EIP-191 text, since no quote flow of the service signs one; a login
 * text, a Seaport order, an app-fee claim, which only `executeClaim` signs); the primary type's fields are exactly
 * the template's; `signature-chain`: the domain names the origin chain; `signature-domain`: the verifying contract is
 * Permit2, the origin token (ERC-2612) or a service contract; `permit-spender`: the spender is a service contract
 * (or one of `allowAddresses`); `signature-amount`: only the origin currency, at most what the user pays;
 * `signature-owner`: the owner / depositor is the user, and a deposit authorization names this request.
 */
export function assertSafeSignature(item: SignatureStepItem, ctx: SignatureSafetyContext): void {
  const sign = item.data.sign as {
    signatureKind: string
    domain?: Record<string, unknown>
    types?: Record<string, { name: string }[]>
    value?: Record<string, unknown>
    primaryType?: string
  }
  const unsafe = (check: string, shortMessage: string) =>
    new ExecutionError({ reason: 'unsafe', check, step: ctx.step, item: ctx.item, shortMessage })
  if (sign.signatureKind === 'eip191')
    throw unsafe(
      'signature',
      'The quote asks to sign a text message, which no payment needs: nothing was signed.',
    )
  if (sign.signatureKind !== 'eip712')
    throw unsafe('signature-kind', `Unknown signature kind ${sign.signatureKind}: nothing was signed.`)
  const template = signatureTemplates[sign.primaryType ?? '']
  const fields = (sign.types?.[sign.primaryType ?? ''] ?? []).map((f) => f.name)
  if (
    !template ||
    fields.length !== template.fields.length ||
    !template.fields.every((f) => fields.includes(f))
  )
    throw unsafe(
      'signature',
      `The quote asks to sign a "${sign.primaryType}" message, not a permit of the service: nothing was signed.`,
    )
  if (Number(sign.domain?.chainId) !== ctx.origin.chainId)
    throw unsafe(
      'signature-chain',
      `The message is for chain ${String(sign.domain?.chainId)}, not the quote's origin: nothing was signed.`,
    )
  const chain = ctx.chains.find((c) => c.id === ctx.origin.chainId)
  const service = chain ? collectServiceAddresses(chain) : new Set<string>()
  for (const extra of ctx.allowAddresses?.(ctx.origin.chainId) ?? []) service.add(extra.toLowerCase())
  const verifying = lower(sign.domain?.verifyingContract)
  const expected =
    template.verifying === 'permit2'
      ? verifying === permit2Address
      : template.verifying === 'token'
        ? verifying === ctx.origin.currency.toLowerCase()
        : verifying !== undefined && service.has(verifying)
  if (!expected)
    throw unsafe(
      'signature-domain',
      `The message is for contract ${String(sign.domain?.verifyingContract)}, not Permit2, the token or the service: nothing was signed.`,
    )
  const value = sign.value ?? {}
  const spender = lower(template.spender(value))
  if (template.verifying !== 'service' && (!spender || !service.has(spender)))
    throw unsafe(
      'permit-spender',
      `The permit lets ${String(template.spender(value) ?? 'an unknown spender')} spend your tokens, not a service contract: nothing was signed.`,
    )
  const spends = template.spends(value)
  let total = 0n
  for (const { token, amount } of spends) {
    if (token !== undefined && lower(token) !== ctx.origin.currency.toLowerCase())
      throw unsafe(
        'signature-amount',
        `The permit spends ${String(token)}, not what you pay in: nothing was signed.`,
      )
    total += /^\d+$/.test(String(amount)) ? BigInt(String(amount)) : 2n ** 256n
  }
  if (spends.length === 0 || total > ctx.origin.amount)
    throw unsafe(
      'signature-amount',
      'The permit spends more than the quote says you pay: nothing was signed.',
    )
  const owner = template.owner?.(value)
  if (template.owner && (!ctx.user || lower(owner) !== ctx.user.toLowerCase()))
    throw unsafe(
      'signature-owner',
      `The message is for ${String(owner)}, not your account: nothing was signed.`,
    )
  if (primaryIs(sign, 'DepositAuthorization') && lower(value.requestId) !== lower(ctx.requestId))
    throw unsafe('signature-owner', 'The authorization is for another request: nothing was signed.')
}

const primaryIs = (sign: { primaryType?: string }, type: string) => sign.primaryType === type
