import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import { InvalidParameterError, type InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { type ClaimAppFeesResponse, claimAppFeesResponseSchema } from '../schemas/claimAppFeesResponseSchema'
import { isAddress } from '../utils/isAddress'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link claimAppFees}: what to claim from which app balance. */
export type ClaimAppFeesParameters = {
  /** The wallet whose app balance pays (it signs the claim). */
  wallet: string
  /** The chain the payout is sent on. */
  chainId: number
  /** The currency to claim (an address the wallet holds a balance of on `chainId`). */
  currency: string
  /** Where the payout goes. Defaults to `wallet`. */
  recipient?: string | undefined
  /** Smallest units to claim, a positive integer string. Defaults to all of that currency. */
  amount?: string | undefined
}

/** Return type of {@link claimAppFees}: the steps that collect the claim (one signature step). */
export type ClaimAppFeesReturnType = ClaimAppFeesResponse

/**
 * Errors {@link claimAppFees} may throw: `InvalidParameterError` (nothing sent), `HttpRequestError` (400: nothing to
 * claim, above what is held, or above the available balance while fast-fill holds stand), `RateLimitError`,
 * `ResponseShapeError`.
 */
export type ClaimAppFeesErrorType =
  | InvalidParameterErrorType
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType

const invalid = (parameter: string, rule: string, value: unknown) =>
  new InvalidParameterError({ parameter, rule, value })

/**
 * Asks to claim app fees (`POST /app-fees/{wallet}/claim`, no API key needed): the answer is a signature step whose
 * EIP-191 message names the wallet, amount, currency, chain, recipient and a nonce; the wallet signs it and the
 * signature is posted to confirm (`useClaimAppFees` / `executeClaim` in `@crosspay/core/execution` do both, after
 * checking the message). Every parameter is checked first (an `InvalidParameterError`, nothing sent).
 *
 * @example
 * const { steps } = await claimAppFees(client, { wallet, chainId: 8453, currency: usdc })
 */
export async function claimAppFees(
  client: CrosspayClient,
  parameters: ClaimAppFeesParameters,
  options: ActionOptions = {},
): Promise<ClaimAppFeesReturnType> {
  const { wallet, chainId, currency, recipient, amount } = parameters ?? ({} as ClaimAppFeesParameters)
  if (!isAddress(wallet)) throw invalid('wallet', 'must be an address: 0x + 40 hex digits', wallet)
  if (!Number.isInteger(chainId) || chainId <= 0)
    throw invalid('chainId', 'must be a positive integer', chainId)
  if (typeof currency !== 'string' || currency === '')
    throw invalid('currency', 'must be a currency address', currency)
  if (recipient !== undefined && !isAddress(recipient))
    throw invalid('recipient', 'must be an address: 0x + 40 hex digits', recipient)
  if (amount !== undefined && !/^[1-9][0-9]*$/.test(amount))
    throw invalid('amount', 'must be a positive integer string (smallest units)', amount)
  return client.request({
    method: 'POST',
    path: `/app-fees/${wallet}/claim`,
    body: { chainId, currency, ...(recipient ? { recipient } : {}), ...(amount ? { amount } : {}) },
    schema: claimAppFeesResponseSchema,
    signal: options.signal,
  })
}
