import { buildRequestsSearchParams } from '@crosspay/core'
import { describe, expect, test } from 'vitest'
import { parseLocalDay } from './parseLocalDay'
import { toRequestsQuery } from './toRequestsQuery'

describe('toRequestsQuery', () => {
  test('default: no filters is the page size alone', () => {
    expect(toRequestsQuery({})).toEqual({ parameters: { limit: 20 }, problem: undefined })
  })

  test('parameters: every filter, as the listing takes it', () => {
    const { parameters, problem } = toRequestsQuery(
      {
        status: 'refund',
        originChainId: 8453,
        destinationChainId: 10,
        currency: ' usdc ',
        fromDate: '2026-11-01',
        toDate: '2026-11-02',
      },
      { user: '0xabc', pageSize: 50 },
    )
    expect(problem).toBeUndefined()
    const search = buildRequestsSearchParams(parameters)
    expect(Object.fromEntries(search)).toEqual({
      user: '0xabc',
      status: 'refund',
      originChainId: '8453',
      destinationChainId: '10',
      startTimestamp: String(new Date(2026, 10, 1).getTime() / 1000),
      endTimestamp: String(new Date(2026, 10, 2, 23, 59, 59).getTime() / 1000),
      filters: JSON.stringify([{ currencyInSymbol: 'usdc' }, { currencyOutSymbol: 'usdc' }]),
      limit: '50',
    })
  })

  test('behavior: a range ending before it starts is a problem; one day is a whole day', () => {
    expect(toRequestsQuery({ fromDate: '2026-11-03', toDate: '2026-11-02' }).problem).toBe('badRange')
    expect(toRequestsQuery({ fromDate: '2026-11-03', toDate: '2026-11-03' }).problem).toBeUndefined()
  })
})

describe('parseLocalDay', () => {
  test('behavior: only whole, real days', () => {
    expect(parseLocalDay('2026-02-28')?.getDate()).toBe(28)
    expect(parseLocalDay('2026-02-31')).toBeUndefined()
    expect(parseLocalDay('2026-2-3')).toBeUndefined()
    expect(parseLocalDay('')).toBeUndefined()
    expect(parseLocalDay('2026-11-05', true)?.getHours()).toBe(23)
  })
})
