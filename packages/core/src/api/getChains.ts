import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import type { Chain } from '../schemas/chainSchema'
import { loadResponseParsing } from '../schemas/loadResponseParsing'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link getChains}. None yet: the endpoint takes no query. */
export type GetChainsParameters = Record<never, never>

/** Return type of {@link getChains}: the chain records. */
export type GetChainsReturnType = Chain[]

/** Errors {@link getChains} may throw. */
export type GetChainsErrorType = HttpRequestErrorType | RateLimitErrorType | ResponseShapeErrorType

/**
 * Lists the chains the service supports (`GET /chains`), with their flags (`disabled` during an incident,
 * `blockProductionLagging` when degraded, `depositEnabled`), currencies, contracts and solver addresses.
 *
 * @example
 * const chains = await getChains(client)
 * const usable = chains.filter((chain) => !chain.disabled)
 */
export async function getChains(
  client: CrosspayClient,
  _parameters: GetChainsParameters = {},
  options: ActionOptions = {},
): Promise<GetChainsReturnType> {
  const { chains } = await client.request({
    path: '/chains',
    schema: async () => (await loadResponseParsing()).chainsResponseSchema,
    signal: options.signal,
  })
  return chains
}
