import { startTestSimulators } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import type { ClientWarning } from '../api/CrosspayClient'
import { createClient } from '../api/createClient'
import { getChains } from '../api/getChains'

// Hostile chain and token records, served by the simulator's `hostile` fault: inert at the schema edge.
const start = startTestSimulators()
const invisible = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/

describe('hostile records at the schema edge', () => {
  test('behavior: names and symbols with bidi overrides and invisible characters arrive inert', async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'hostile', path: '/chains', hostile: 'names' }])
    const chains = await getChains(t.client)
    expect(chains.length).toBeGreaterThan(0)
    for (const chain of chains) {
      expect(chain.displayName).not.toMatch(invisible)
      expect(chain.displayName.startsWith('evil USDC')).toBe(true)
      for (const currency of [
        chain.currency,
        ...(chain.erc20Currencies ?? []),
        ...(chain.featuredTokens ?? []),
      ]) {
        if (!currency) continue
        expect(currency.symbol).not.toMatch(invisible)
        expect(currency.name ?? '').not.toMatch(invisible)
        expect(currency.symbol.startsWith('evil USDC')).toBe(true)
      }
    }
  })

  test('behavior: decimals outside 0–36 refuse the record (dropped, with a warning naming the field)', async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'hostile', path: '/chains', hostile: 'decimals' }])
    const warnings: ClientWarning[] = []
    const client = createClient({
      baseUrl: t.client.baseUrl,
      fetch: t.simulator.fetch,
      onWarning: (w) => warnings.push(w),
    })
    // Every record of this answer carries the hostile decimals: none is used.
    expect(await getChains(client)).toEqual([])
    expect(warnings.length).toBeGreaterThan(0)
    for (const warning of warnings) {
      expect(warning.code).toBe('invalid-record')
      expect(String(warning.data?.issue)).toMatch(/decimals/)
    }
  })
})
