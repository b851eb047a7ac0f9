import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { statusResultSchema } from '../schemas/statusResultSchema'
import { collectUnknownValues } from '../utils/collectUnknownValues'
import { describeFailure } from './describeFailure'
import { failReasons } from './failReasons'
import { refundFailReasons } from './refundFailReasons'

type Page = {
  requests: { status: string; data: { failReason: string | null; refundFailReason: string | null } }[]
  continuation?: string
}

describe('describeFailure against the simulator', () => {
  test('default', async () => {
    const sim = createSimulator({ history: 200 })
    try {
      const seen: Page['requests'] = []
      for (const status of ['failure', 'refund'] as const) {
        let continuation: string | undefined
        do {
          const query = new URLSearchParams({
            status,
            limit: '50',
            ...(continuation ? { continuation } : {}),
          })
          const response = await sim.fetch(`http://sim/requests/v3?${query}`, {
            headers: { 'x-api-key': 'demo-key' },
          })
          const page = (await response.json()) as Page
          seen.push(...page.requests)
          continuation = page.continuation
        } while (continuation)
      }
      expect(seen.length).toBeGreaterThan(0)
      for (const r of seen) {
        const d = describeFailure(r.data.failReason, r.data.refundFailReason, { status: r.status })
        expect(d.known, `${r.data.failReason} / ${r.data.refundFailReason}`).toBe(true)
        // Refunds came back; failures with a refund reason did not.
        if (r.status === 'refund') expect(d.fundsReturned).toBe(true)
        if (r.data.refundFailReason) expect(d.fundsReturned).toBe(false)
      }
    } finally {
      await sim.close()
    }
  })

  test('behavior: the schemas know every listed reason and flag only others', () => {
    for (const failReason of failReasons)
      for (const refundFailReason of refundFailReasons) {
        const parsed = collectUnknownValues(() =>
          statusResultSchema.safeParse({ status: 'failure', failReason, refundFailReason }),
        )
        expect(parsed.result.success).toBe(true)
        expect(parsed.unknownValues).toEqual([])
      }
    const parsed = collectUnknownValues(() =>
      statusResultSchema.safeParse({
        status: 'failure',
        failReason: 'NEW_REASON',
        refundFailReason: 'NEW_REFUND',
      }),
    )
    expect(parsed.unknownValues.map((u) => u.value)).toEqual(['NEW_REASON', 'NEW_REFUND'])
  })
})
