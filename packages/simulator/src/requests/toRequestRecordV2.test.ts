import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { toRequestRecordV2 } from './toRequestRecordV2'

describe('toRequestRecordV2', () => {
  test('behavior: wei fees are integer arithmetic from micro-USD (3,000 USD per ETH, rounded down), no float on wei', () => {
    const { ctx } = createSimulator()
    const request = createTestRequest(ctx, {
      feeComponentsUsd: { execution: 1234.567891, swap: 0.1, platform: 0.2, app: 0.3, sponsored: 0 },
    })
    const { fees, feesUsd } = toRequestRecordV2(request).data
    // 1234.567891 USD / 3000 = 0.411522630333… ETH; a float product would lose the last digits of the wei.
    expect(fees.gas).toBe('411522630333333333')
    expect(fees.fixed).toBe('100000000000000') // 0.1 + 0.2 USD = 0.3 USD = 0.0001 ETH exactly
    expect(fees.price).toBe('100000000000000')
    expect(feesUsd.gas).toBe('1234.567891')
  })
})
