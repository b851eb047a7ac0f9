import { describe, expect, test } from 'vitest'
import { applyGaslessPolicy } from './applyGaslessPolicy'

const body = {
  executionKind: 'rawCalls',
  data: { chainId: 8453, to: '0x1', data: '0x', value: '0' },
  executionOptions: { referrer: 'app', subsidizeFees: true, extra: 1 },
  requestId: '0xab',
}

describe('applyGaslessPolicy', () => {
  test('default: without a sponsorship policy the browser cannot make the app balance pay the gas', () => {
    expect(applyGaslessPolicy(body, false)).toEqual({
      ...body,
      executionOptions: { referrer: 'app', subsidizeFees: false },
    })
  })

  test('behavior: with a policy the server sponsors, whatever the browser sent; prototype keys are dropped', () => {
    const hostile = JSON.parse('{"__proto__":{"x":1},"executionOptions":"yes","data":{}}') as Record<
      string,
      unknown
    >
    expect(
      applyGaslessPolicy({ ...body, executionOptions: undefined }, { maxSubsidizationAmount: '1' }),
    ).toMatchObject({
      executionOptions: { subsidizeFees: true },
    })
    const out = applyGaslessPolicy(hostile, { maxSubsidizationAmount: '1' })
    expect(Object.keys(out).sort()).toEqual(['data', 'executionOptions'])
    expect(out.executionOptions).toEqual({ subsidizeFees: true })
    expect(body.executionOptions.subsidizeFees).toBe(true)
  })
})
