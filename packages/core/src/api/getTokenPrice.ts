import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import { InvalidParameterError, type InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { loadResponseParsing } from '../schemas/loadResponseParsing'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link getTokenPrice}. */
export type GetTokenPriceParameters = {
  /** The chain of the token. */
  chainId: number
  /** The token's address on that chain (the zero address for the native currency). */
  address: string
}

/** Return type of {@link getTokenPrice}: the price of one whole token in USD. */
export type GetTokenPriceReturnType = number

/** Errors {@link getTokenPrice} may throw. `InvalidParameterError` for bad input (no request is sent). */
export type GetTokenPriceErrorType =
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType
  | InvalidParameterErrorType

/**
 * Reads a token's USD price (`GET /currencies/token/price?address&chainId`): what one whole token is worth, for
 * showing balances in USD. A token the service does not know is a 400 `HttpRequestError`.
 *
 * @example
 * const price = await getTokenPrice(client, { chainId: 8453, address: usdcAddress }) // 1
 */
export async function getTokenPrice(
  client: CrosspayClient,
  parameters: GetTokenPriceParameters,
  options: ActionOptions = {},
): Promise<GetTokenPriceReturnType> {
  const { chainId, address } = parameters ?? {}
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidParameterError({
      parameter: 'chainId',
      rule: 'must be a positive integer',
      value: chainId,
    })
  if (typeof address !== 'string' || !/^[0-9A-Za-z]{32,64}$/.test(address.replace(/^0x/, '')))
    throw new InvalidParameterError({
      parameter: 'address',
      rule: 'must be a token address (0x + 40 hex digits, or base58)',
      value: address,
    })
  const { price } = await client.request({
    path: '/currencies/token/price',
    query: { address, chainId },
    schema: async () => (await loadResponseParsing()).tokenPriceResponseSchema,
    signal: options.signal,
  })
  return price
}
