import { describe, expect, test } from 'vitest'
import { readDemoPolicy } from './readDemoPolicy'

const valid = {
  subsidizeFees: true,
  maxSubsidizationAmount: '500000',
  subsidizeRent: false,
  sponsoredFeeComponents: ['execution', 'relay'],
}

describe('readDemoPolicy', () => {
  test('default: a complete policy is read as is', () => {
    expect(readDemoPolicy(valid)).toEqual({ policy: valid })
    expect(readDemoPolicy({ ...valid, sponsoredFeeComponents: null })).toEqual({
      policy: { ...valid, sponsoredFeeComponents: null },
    })
  })

  test('behavior: refuses what the proxy could not apply, naming the field', () => {
    expect(readDemoPolicy([])).toEqual({ error: 'expected a JSON object' })
    expect(readDemoPolicy({ ...valid, apiKey: 'x' })).toEqual({ error: 'unknown field apiKey' })
    expect(readDemoPolicy({ ...valid, subsidizeFees: 'yes' })).toMatchObject({ error: /subsidizeFees/ })
    expect(readDemoPolicy({ ...valid, maxSubsidizationAmount: '0.5' })).toMatchObject({
      error: /maxSubsidizationAmount/,
    })
    expect(readDemoPolicy({ ...valid, maxSubsidizationAmount: 500000 })).toMatchObject({
      error: /maxSubsidizationAmount/,
    })
    for (const list of [[], ['gas'], ['swap', 'swap'], 'swap'])
      expect(readDemoPolicy({ ...valid, sponsoredFeeComponents: list })).toMatchObject({
        error: /sponsoredFeeComponents/,
      })
  })
})
