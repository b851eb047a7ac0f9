import { describe, expect, test } from 'vitest'
import { applySponsorshipPolicy } from './applySponsorshipPolicy'

const asked = {
  amount: '1',
  subsidizeFees: true,
  subsidizeRent: true,
  maxSubsidizationAmount: '900000000',
  sponsoredFeeComponents: ['execution', 'swap'],
}

describe('applySponsorshipPolicy', () => {
  test('default', () => {
    expect(applySponsorshipPolicy(asked, false)).toEqual({ amount: '1' })
  })

  test('behavior: a policy sponsors with its cap and its choices, whatever the client asked', () => {
    expect(applySponsorshipPolicy(asked, { maxSubsidizationAmount: '500000' })).toEqual({
      amount: '1',
      subsidizeFees: true,
      maxSubsidizationAmount: '500000',
    })
    expect(
      applySponsorshipPolicy(
        { amount: '1', subsidizeFees: false },
        { maxSubsidizationAmount: '500000', subsidizeRent: true, sponsoredFeeComponents: ['relay', 'rent'] },
      ),
    ).toEqual({
      amount: '1',
      subsidizeFees: true,
      maxSubsidizationAmount: '500000',
      subsidizeRent: true,
      sponsoredFeeComponents: ['relay', 'rent'],
    })
  })

  test('behavior: the cap is the smaller of the client and the policy, compared as integers', () => {
    const cap = (client: unknown, server: string) =>
      applySponsorshipPolicy({ maxSubsidizationAmount: client }, { maxSubsidizationAmount: server })
        .maxSubsidizationAmount
    expect(cap('20000', '100000')).toBe('20000')
    expect(cap('0', '100000')).toBe('0')
    expect(cap('99999999999999999999', '100000000000000000000')).toBe('99999999999999999999')
    expect(cap('900000', '100000')).toBe('100000')
    // Not a decimal integer string: the policy's cap.
    for (const client of [undefined, 20000, '2e4', '-1', '020000', '1.5', ' 20000'])
      expect(cap(client, '100000'), String(client)).toBe('100000')
  })

  test('behavior: __proto__, constructor and prototype keys are dropped', () => {
    const body = JSON.parse(
      '{"amount":"1","__proto__":{"subsidizeFees":true},"constructor":{"prototype":{}},"prototype":{"x":1}}',
    ) as Record<string, unknown>
    expect(Object.keys(body)).toEqual(['amount', '__proto__', 'constructor', 'prototype'])
    for (const policy of [false, { maxSubsidizationAmount: '5' }] as const) {
      const out = applySponsorshipPolicy(body, policy)
      expect(Object.keys(out).filter((k) => !k.startsWith('subsidize') && !k.startsWith('maxSub'))).toEqual([
        'amount',
      ])
      expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
      expect(JSON.stringify(out)).not.toMatch(/__proto__|constructor|prototype/)
    }
  })

  test('behavior: the input is not modified', () => {
    const body = { ...asked }
    applySponsorshipPolicy(body, { maxSubsidizationAmount: '1' })
    expect(body).toEqual(asked)
  })
})
