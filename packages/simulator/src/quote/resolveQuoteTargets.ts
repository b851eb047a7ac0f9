import type { SimContext } from '../model/SimContext'
import type { ChainConfig, QuoteBody, SupportedCurrency } from '../model/types'
import { isEvmAddress } from './isEvmAddress'
import { isSvmAddress } from './isSvmAddress'
import { QuoteError } from './QuoteError'

/** The chains and currencies a validated quote body names, and its resolved recipient. */
export interface QuoteTargets {
  origin: ChainConfig
  destination: ChainConfig
  currencyIn: SupportedCurrency
  currencyOut: SupportedCurrency
  recipient: string
}

const fits = (chain: ChainConfig, address: string) =>
  chain.vmType === 'svm' ? isSvmAddress(address) : isEvmAddress(address)
const vmName = (chain: ChainConfig) => (chain.vmType === 'svm' ? 'an SVM (base58)' : 'an EVM (0x + 40 hex)')

function resolveChain(ctx: SimContext, field: string, id: number): ChainConfig {
  const chain = ctx.chain(id)
  if (!chain) throw new QuoteError(400, 'UNSUPPORTED_CHAIN', `Invalid ${field}: chain ${id} is not supported`)
  if (chain.disabled || !chain.depositEnabled)
    throw new QuoteError(
      400,
      'CHAIN_DISABLED',
      `Invalid ${field}: chain ${id} is disabled by an ongoing incident`,
    )
  return chain
}

function resolveCurrency(ctx: SimContext, field: string, chain: ChainConfig, address: string) {
  const currency = ctx.currency(chain.id, address)
  if (!currency)
    throw new QuoteError(
      400,
      'UNSUPPORTED_CURRENCY',
      `Invalid ${field}: ${address} is not a supported currency on chain ${chain.id}`,
    )
  return currency
}

/**
 * Resolves the chains and currencies of a validated body and checks every address against the VM of
 * its chain (`user`, `refundTo` on the origin; `recipient` on the destination), `depositFeePayer`
 * (SVM origin only, differs from `user`) and `usePermit` (EVM ERC-20 origin only).
 * Throws {@link QuoteError}: UNSUPPORTED_CHAIN, CHAIN_DISABLED, UNSUPPORTED_CURRENCY, NO_SWAP_ROUTES_FOUND (an
 * unverified token, either side),
 * INVALID_DEPOSIT_FEE_PAYER or INVALID_INPUT (naming the field).
 */
export function resolveQuoteTargets(ctx: SimContext, body: QuoteBody): QuoteTargets {
  const origin = resolveChain(ctx, 'originChainId', body.originChainId)
  const destination = resolveChain(ctx, 'destinationChainId', body.destinationChainId)
  const currencyIn = resolveCurrency(ctx, 'originCurrency', origin, body.originCurrency)
  const currencyOut = resolveCurrency(ctx, 'destinationCurrency', destination, body.destinationCurrency)
  // The simulator routes only verified currencies: an unverified token is listed (for search) but has no route.
  const unrouted = [currencyIn, currencyOut].find((c) => c.metadata?.verified === false)
  if (unrouted)
    throw new QuoteError(
      400,
      'NO_SWAP_ROUTES_FOUND',
      `No route found for ${unrouted.symbol} (${unrouted.address}) from chain ${origin.id} to chain ${destination.id}`,
    )
  if (!fits(origin, body.user))
    throw new QuoteError(
      400,
      'INVALID_INPUT',
      `Invalid user: must be ${vmName(origin)} address on chain ${origin.id}`,
    )
  if (body.refundTo !== undefined && !fits(origin, body.refundTo))
    throw new QuoteError(
      400,
      'INVALID_INPUT',
      `Invalid refundTo: must be ${vmName(origin)} address on chain ${origin.id}`,
    )
  let recipient = body.recipient
  if (recipient === undefined) {
    if (!fits(destination, body.user))
      throw new QuoteError(
        400,
        'INVALID_INPUT',
        `Invalid recipient: required when the destination chain ${destination.id} uses another address format`,
      )
    recipient = body.user
  } else if (!fits(destination, recipient)) {
    throw new QuoteError(
      400,
      'INVALID_INPUT',
      `Invalid recipient: must be ${vmName(destination)} address on chain ${destination.id}`,
    )
  }
  if (body.depositFeePayer !== undefined) {
    if (origin.vmType !== 'svm')
      throw new QuoteError(
        400,
        'INVALID_DEPOSIT_FEE_PAYER',
        'Invalid depositFeePayer: it applies only to requests from an SVM origin chain',
      )
    if (!isSvmAddress(body.depositFeePayer))
      throw new QuoteError(
        400,
        'INVALID_DEPOSIT_FEE_PAYER',
        'Invalid depositFeePayer: must be an SVM address',
      )
    if (body.depositFeePayer === body.user)
      throw new QuoteError(400, 'INVALID_DEPOSIT_FEE_PAYER', 'Invalid depositFeePayer: must differ from user')
  }
  if (body.usePermit && (origin.vmType !== 'evm' || currencyIn.isNative))
    throw new QuoteError(
      400,
      'INVALID_INPUT',
      'Invalid usePermit: a permit flow needs an ERC-20 origin currency on an EVM chain',
    )
  return { origin, destination, currencyIn, currencyOut, recipient }
}
