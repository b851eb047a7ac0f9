import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import { InvalidParameterError, type InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { type AppBalancesResponse, appBalancesResponseSchema } from '../schemas/appBalancesResponseSchema'
import { isAddress } from '../utils/isAddress'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link getAppBalance}. */
export type GetAppBalanceParameters = {
  /** The sponsorship wallet linked to the API key (`0x` + 40 hex digits). */
  wallet: string
}

/**
 * Return type of {@link getAppBalance}: `balances` per currency, `totalBalanceUsd`,
 * `outstandingFastFillBalanceUsd` (fast-fill holds) and `availableBalanceUsd` (total − holds).
 */
export type GetAppBalanceReturnType = AppBalancesResponse

/** Errors {@link getAppBalance} may throw. `InvalidParameterError` for a malformed wallet (no request is sent). */
export type GetAppBalanceErrorType =
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType
  | InvalidParameterErrorType

/**
 * Reads an integrator's app balance (`GET /app-fees/{wallet}/balances`): what funds fee sponsorship and
 * fast fills. Holds placed by fast fills reduce `availableBalanceUsd`, not sponsorship.
 *
 * @example
 * const { availableBalanceUsd } = await getAppBalance(client, { wallet: '0x…' })
 */
export async function getAppBalance(
  client: CrosspayClient,
  parameters: GetAppBalanceParameters,
  options: ActionOptions = {},
): Promise<GetAppBalanceReturnType> {
  const wallet = parameters?.wallet
  if (!isAddress(wallet))
    throw new InvalidParameterError({
      parameter: 'wallet',
      rule: 'must be an address: 0x + 40 hex digits (in mixed case, with a valid checksum)',
      value: wallet,
    })
  return client.request({
    path: `/app-fees/${wallet}/balances`,
    schema: appBalancesResponseSchema,
    signal: options.signal,
  })
}
