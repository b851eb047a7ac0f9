/** The filters of `POST /currencies/v2` the simulator applies (the peer's client's request body). */
export interface CurrenciesQuery {
  defaultList: boolean
  chainIds?: number[]
  term?: string
  address?: string
  currencyId?: string
  /** `chainId:address` pairs. */
  tokens?: string[]
  verified?: boolean
  limit: number
  includeAllChains: boolean
}

/** Default and largest `limit` of one answer. */
const defaultLimit = 20
const maxLimit = 100

/**
 * Reads a `POST /currencies/v2` body (shape from the peer's client: `defaultList`, `chainIds`, `term`, `address`,
 * `currencyId`, `tokens`, `verified`, `limit`, `includeAllChains`, `useExternalSearch`, `depositAddressOnly`; other
 * fields such as the widget's `referrer` are ignored). A field of the wrong type is a message naming it.
 */
export function parseCurrenciesQuery(body: unknown): CurrenciesQuery | string {
  if (body === undefined || body === null) body = {}
  if (typeof body !== 'object' || Array.isArray(body)) return 'Invalid body: must be a JSON object'
  const b = body as Record<string, unknown>
  const given = (field: string) => b[field] !== undefined && b[field] !== null
  for (const field of [
    'defaultList',
    'verified',
    'includeAllChains',
    'useExternalSearch',
    'depositAddressOnly',
  ])
    if (given(field) && typeof b[field] !== 'boolean') return `Invalid ${field}: must be a boolean`
  for (const field of ['term', 'address', 'currencyId'])
    if (given(field) && typeof b[field] !== 'string') return `Invalid ${field}: must be a string`
  if (given('chainIds') && !(Array.isArray(b.chainIds) && b.chainIds.every((id) => Number.isSafeInteger(id))))
    return 'Invalid chainIds: must be an array of chain ids'
  if (given('tokens') && !(Array.isArray(b.tokens) && b.tokens.every((t) => /^\d+:.+$/.test(String(t)))))
    return 'Invalid tokens: must be an array of "chainId:address"'
  if (given('limit') && !(Number.isSafeInteger(b.limit) && (b.limit as number) > 0))
    return 'Invalid limit: must be a positive integer'
  return {
    defaultList: b.defaultList === true,
    ...(given('chainIds') ? { chainIds: b.chainIds as number[] } : {}),
    ...(given('term') && (b.term as string).trim() ? { term: (b.term as string).trim() } : {}),
    ...(given('address') && b.address ? { address: b.address as string } : {}),
    ...(given('currencyId') && b.currencyId ? { currencyId: b.currencyId as string } : {}),
    ...(given('tokens') ? { tokens: b.tokens as string[] } : {}),
    ...(given('verified') ? { verified: b.verified as boolean } : {}),
    limit: Math.min(given('limit') ? (b.limit as number) : defaultLimit, maxLimit),
    includeAllChains: b.includeAllChains === true,
  }
}
