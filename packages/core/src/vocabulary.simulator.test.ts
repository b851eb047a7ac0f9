import * as simulator from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { failReasons } from './failures/failReasons'
import { refundFailReasons } from './failures/refundFailReasons'
import { quoteBodyFields } from './quote/quoteBodyFields'
import { sponsoredFeeComponents } from './quote/sponsoredFeeComponents'
import { tradeTypes } from './quote/tradeTypes'

// Core and the simulator are two independent readings of the service interface on purpose (neither imports the
// other's lists outside tests). This is the one place that says they read the same words.
const sorted = (values: readonly string[]) => [...values].sort()

describe('one vocabulary: core and the simulator read the interface alike', () => {
  test.each([
    ['failReason', failReasons, simulator.failReasons],
    ['refundFailReason', refundFailReasons, simulator.refundFailReasons],
    ['tradeType', tradeTypes, simulator.tradeTypes],
    ['sponsoredFeeComponents', sponsoredFeeComponents, simulator.sponsoredFeeComponents],
    ['quote body field', quoteBodyFields, simulator.quoteBodyFields],
  ] as const)('behavior: every %s known to one is known to the other', (_name, core, sim) => {
    expect(core.length).toBeGreaterThan(0)
    expect(new Set(core).size).toBe(core.length)
    expect(new Set(sim).size).toBe(sim.length)
    expect(sorted(core)).toEqual(sorted(sim))
  })
})
