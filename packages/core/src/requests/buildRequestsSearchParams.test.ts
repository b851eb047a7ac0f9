import { expectInvalidParameter } from '@crosspay/test'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { buildRequestsSearchParams } from './buildRequestsSearchParams'
import type { GetRequestsParameters, RequestsFilterGroup } from './GetRequestsParameters'
import { notFilter } from './notFilter'
import { requestsParameterRules as rules } from './requestsParameterRules'

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const expectInvalid = (parameters: unknown, parameter: string, rule: RegExp) =>
  expectInvalidParameter(
    () => buildRequestsSearchParams(parameters as GetRequestsParameters),
    parameter,
    rule,
  )

describe('buildRequestsSearchParams', () => {
  test('default', () => {
    expect(buildRequestsSearchParams().toString()).toBe('')
    expect(buildRequestsSearchParams({ user, limit: 10, term: undefined }).toString()).toBe(
      `user=${user}&limit=10`,
    )
  })

  test('parameters: every parameter serialises in its format', () => {
    const params = buildRequestsSearchParams({
      term: 'abc',
      originChainId: 8453,
      privateChainsToInclude: [1, 2],
      status: 'success',
      requestType: 'Crosschain Swap',
      startTimestamp: new Date('2026-01-01T00:00:00.999Z'),
      endTimestamp: 1767312000,
      startBlock: 0,
      endBlock: 10,
      amountUsdMin: 1.5,
      amountUsdMax: '100',
      fillTimeMin: 0,
      fillTimeMax: 30,
      features: ['fast_fill', 'app_fees'],
      includeChildRequests: false,
      includeAuthenticatedData: true,
      includeTotal: true,
      continuation: 'opaque',
    })
    expect(Object.fromEntries(params)).toEqual({
      term: 'abc',
      originChainId: '8453',
      privateChainsToInclude: '1,2',
      status: 'success',
      requestType: 'Crosschain Swap',
      startTimestamp: '1767225600',
      endTimestamp: '1767312000',
      startBlock: '0',
      endBlock: '10',
      amountUsdMin: '1.5',
      amountUsdMax: '100',
      fillTimeMin: '0',
      fillTimeMax: '30',
      features: 'fast_fill,app_fees',
      includeChildRequests: 'false',
      includeAuthenticatedData: 'true',
      includeTotal: 'true',
      continuation: 'opaque',
    })
    expect(buildRequestsSearchParams({ features: 'gas_top_up' }).get('features')).toBe('gas_top_up')
  })

  test('behavior: filters are JSON-encoded, with not:, arrays and null checks', () => {
    const filters: RequestsFilterGroup[] = [
      { originChainId: [8453, 10], [notFilter('status')]: ['refund', 'failure'] },
      { user, depositAddress: null, currencyInSymbol: null, currencyOutSymbol: null, 'not:user': null },
    ]
    const params = buildRequestsSearchParams({ filters })
    expect(JSON.parse(params.get('filters')!)).toEqual(filters)
    expect(notFilter('recipient')).toBe('not:recipient')
  })

  test('behavior: OR groups accept only identity, address, chain, currency and status fields', () => {
    for (const key of Object.keys(rules.groupFields))
      expect(() => buildRequestsSearchParams({ filters: [{ [key]: null }] })).not.toThrow()
    expectInvalid(
      { filters: [{ term: 'x' }] },
      'filters[0].term',
      /only identity, address, chain, currency and status/,
    )
    expectInvalid({ filters: [{ limit: 5 }] }, 'filters[0].limit', /not a filters key/)
    expectInvalid({ filters: [{ 'not:not:user': user }] }, 'filters[0].not:not:user', /not a filters key/)
  })

  test('behavior: range filters and features are top-level only', () => {
    for (const key of [...rules.rangePairs.flat(), 'features'])
      expectInvalid({ filters: [{ user }, { [key]: 1 }] }, `filters[1].${key}`, /top-level only/)
    expectInvalid({ filters: [{ 'not:amountUsdMin': 1 }] }, 'filters[0].not:amountUsdMin', /top-level only/)
  })

  test('behavior: null mixed with values in one array is refused (rule 4)', () => {
    expectInvalid({ filters: [{ user: [user, null] }] }, 'filters[0].user', /mix null with values/)
    expectInvalid(
      { filters: [{ 'not:originChainId': [null, 10] }] },
      'filters[0].not:originChainId',
      /rule 4/,
    )
  })

  test('behavior: filter values are checked by kind, and groups must be non-empty objects', () => {
    expectInvalid({ filters: [{ originChainId: '8453' }] }, 'filters[0].originChainId', /positive integer/)
    expectInvalid(
      { filters: [{ status: 'waiting' }] },
      'filters[0].status',
      /success, failure, refund, pending, depositing/,
    )
    expectInvalid({ filters: [{ requestType: 'Swap' }] }, 'filters[0].requestType', /Bridge/)
    expectInvalid({ filters: [{ user: [] }] }, 'filters[0].user', /empty array/)
    expectInvalid({ filters: [{ user: '' }] }, 'filters[0].user', /non-empty string/)
    expectInvalid({ filters: [{}] }, 'filters[0]', /at least one key/)
    expectInvalid({ filters: [[]] }, 'filters[0]', /object/)
    expectInvalid({ filters: { user } }, 'filters', /array/)
  })

  test('behavior: limit is an integer from 1 to 50', () => {
    expect(buildRequestsSearchParams({ limit: 1 }).get('limit')).toBe('1')
    expect(buildRequestsSearchParams({ limit: 50 }).get('limit')).toBe('50')
    for (const limit of [0, 51, 1.5, '10', -1]) expectInvalid({ limit }, 'limit', /1 to 50/)
  })

  test('behavior: sortBy values, default directions and sortDirection values', () => {
    expect(buildRequestsSearchParams({ sortBy: 'createdAt' }).get('sortDirection')).toBe('desc')
    expect(buildRequestsSearchParams({ sortBy: 'updatedAt' }).get('sortDirection')).toBe('desc')
    expect(buildRequestsSearchParams({ sortBy: 'amountUsd' }).get('sortDirection')).toBe('asc')
    expect(
      buildRequestsSearchParams({ sortBy: 'amountUsd', sortDirection: 'desc' }).get('sortDirection'),
    ).toBe('desc')
    expect(buildRequestsSearchParams({ sortDirection: 'asc' }).toString()).toBe('sortDirection=asc')
    expectInvalid({ sortBy: 'amount' }, 'sortBy', /createdAt, updatedAt, amountUsd/)
    expectInvalid({ sortDirection: 'up' }, 'sortDirection', /asc, desc/)
  })

  test('behavior: status accepts only success, failure, refund, pending, depositing', () => {
    for (const status of rules.statuses)
      expect(buildRequestsSearchParams({ status }).get('status')).toBe(status)
    for (const status of ['waiting', 'submitted', 'delayed'])
      expectInvalid({ status }, 'status', /only statuses/)
  })

  test('behavior: hash and referrer are refused naming their v3 replacements', () => {
    expectInvalid({ hash: '0xabc' }, 'hash', /term, depositTxHash, fillTxHash or refundTxHash/)
    expectInvalid({ referrer: 'me' }, 'referrer', /data\.referrer/)
    expectInvalid({ usr: user }, 'usr', /not a GET \/requests\/v3 parameter/)
  })

  test('behavior: timestamps are Unix seconds; Dates are converted, milliseconds refused', () => {
    expect(
      buildRequestsSearchParams({ startTimestamp: new Date(1_700_000_000_500) }).get('startTimestamp'),
    ).toBe('1700000000')
    expectInvalid({ startTimestamp: 1_700_000_000_000 }, 'startTimestamp', /not milliseconds/)
    expectInvalid({ endTimestamp: new Date('nope') }, 'endTimestamp', /valid Date/)
    expectInvalid({ endTimestamp: 1.5 }, 'endTimestamp', /integer of Unix seconds/)
  })

  test('behavior: booleans, features, chain ids and USD amounts are checked', () => {
    expectInvalid({ includeTotal: 'true' }, 'includeTotal', /boolean/)
    expectInvalid({ features: ['fast_fill', 'turbo'] }, 'features', /gasless_execution/)
    expectInvalid({ features: [] }, 'features', /empty list/)
    expectInvalid({ chainId: 0 }, 'chainId', /positive integer/)
    expectInvalid({ amountUsdMin: '1e3' }, 'amountUsdMin', /decimal USD/)
    expectInvalid({ appFeesAmountUsdMax: -1 }, 'appFeesAmountUsdMax', /decimal USD/)
  })

  test('behavior: a range minimum above its maximum is refused', () => {
    expectInvalid({ amountUsdMin: 10, amountUsdMax: 5 }, 'amountUsdMin', /greater than amountUsdMax/)
    expectInvalid({ startTimestamp: new Date(2000), endTimestamp: 1 }, 'startTimestamp', /endTimestamp/)
  })
})

// ---- properties ----

const evm = fc.stringMatching(/^0x[0-9a-f]{40}$/)
const chain = fc.constantFrom(8453, 10, 42161, 7777777, 792703809)
const scalarFor: Record<string, fc.Arbitrary<unknown>> = {
  string: evm,
  chainId: chain,
  status: fc.constantFrom(...rules.statuses),
  requestType: fc.constantFrom(...rules.requestTypes),
}
const fieldNames = Object.keys(rules.groupFields) as (keyof typeof rules.groupFields)[]
const valueFor = (field: keyof typeof rules.groupFields) => {
  const scalar = scalarFor[rules.groupFields[field]]!
  return fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 3 }), fc.constant(null))
}
const entry = fc
  .tuple(fc.constantFrom(...fieldNames), fc.boolean())
  .chain(([field, negated]) =>
    valueFor(field).map((value) => [negated ? `not:${field}` : field, value] as const),
  )
const group = fc.array(entry, { minLength: 1, maxLength: 4 }).map((entries) => Object.fromEntries(entries))
const groups = fc.array(group, { minLength: 1, maxLength: 4 })

describe('buildRequestsSearchParams properties', () => {
  test('behavior: any valid generated filter set serialises and round-trips through JSON', () => {
    fc.assert(
      fc.property(groups, (filters) => {
        const params = buildRequestsSearchParams({ filters: filters as RequestsFilterGroup[] })
        const search = new URLSearchParams(params.toString())
        expect(JSON.parse(search.get('filters')!)).toEqual(filters)
      }),
    )
  })

  test('behavior: any group containing a range key or features is refused', () => {
    const forbidden = fc.tuple(
      fc.constantFrom(...rules.rangePairs.flat(), 'features'),
      fc.boolean(),
      fc.nat(),
    )
    fc.assert(
      fc.property(groups, fc.nat(), forbidden, (filters, at, [key, negated, value]) => {
        const index = at % filters.length
        const bad = filters.map((g, i) => (i === index ? { ...g, [negated ? `not:${key}` : key]: value } : g))
        expect(() => buildRequestsSearchParams({ filters: bad as RequestsFilterGroup[] })).toThrow(
          /top-level only/,
        )
      }),
    )
  })

  test('behavior: null mixed with values in one array is always refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fieldNames), fc.boolean(), fc.nat(), (field, negated, position) => {
        const scalar = fc.sample(scalarFor[rules.groupFields[field]]!, 2)
        const values: unknown[] = [...scalar]
        values.splice(position % (values.length + 1), 0, null)
        const key = negated ? `not:${field}` : field
        expect(() =>
          buildRequestsSearchParams({ filters: [{ [key]: values }] as RequestsFilterGroup[] }),
        ).toThrow(/mix null with values/)
      }),
    )
  })

  test('behavior: limit is accepted exactly on 1..50', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (limit) => {
        const ok = limit >= 1 && limit <= 50
        if (ok) expect(buildRequestsSearchParams({ limit }).get('limit')).toBe(String(limit))
        else expect(() => buildRequestsSearchParams({ limit })).toThrow(InvalidParameterError)
      }),
    )
  })
})
