import { createTestSimulator, testQuoteParameters } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { getQuote } from '../api/getQuote'
import { getFastFillMutationKey, getFastFillMutationOptions } from './fastFill'

describe('getFastFillMutationOptions', () => {
  test('parameters: the mutation key carries keyId, the fingerprint of the API key (never the key)', async () => {
    const t = createTestSimulator()
    const keyed = getFastFillMutationOptions(t.client).mutationKey
    expect(t.client.keyId).toMatch(/^[0-9a-f]{8}$/)
    expect(keyed).toEqual(['fastFill', { baseUrl: t.client.baseUrl, keyId: t.client.keyId }])
    expect(JSON.stringify(keyed)).not.toContain('demo-key')
    const other = getFastFillMutationOptions(t.createClient({ apiKey: 'nolink-key' })).mutationKey
    expect(other).not.toEqual(keyed)
    // Without a key: no keyId at all (not `keyId: undefined`).
    const anonymous = getFastFillMutationOptions(t.createClient({ apiKey: undefined })).mutationKey
    expect(anonymous).toStrictEqual(['fastFill', { baseUrl: t.client.baseUrl }])
    expect(getFastFillMutationKey({ baseUrl: t.client.baseUrl, keyId: undefined })).toStrictEqual(anonymous)
    await t.close()
  })
})

describe('getFastFillMutationOptions money', () => {
  test('behavior: USD is compared in micro-USD, never as floats (0.1 + 0.2 USD fits a 0.3 USD balance)', async () => {
    const t = createTestSimulator({ initialAppBalanceUsd: 0.3 })
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    const quote = await getQuote(t.client, testQuoteParameters)
    const requestId = quote.steps[0]!.requestId!
    const { mutationFn } = getFastFillMutationOptions(t.client, { sponsorWallet: wallet })
    // As floats 0.1 + 0.2 > 0.3 and the fill would be refused client-side; in micro-USD both are 300000.
    expect(0.1 + 0.2 > 0.3).toBe(true)
    t.fetch.reset()
    const outcome = await mutationFn({ requestId, amountUsd: 0.1 + 0.2, maxFillAmountUsd: 0.3 }).catch(
      (e) => e,
    )
    // Not refused before sending: the request went to the service, whatever it answers.
    expect(outcome).not.toMatchObject({ reason: 'insufficientBalance' })
    expect(outcome).not.toMatchObject({ reason: 'overMaxFillAmount', status: undefined })
    expect(t.fetch.count('/fast-fill')).toBe(1)
    // One micro-USD more is refused before sending.
    t.fetch.reset()
    const refused = await mutationFn({ requestId, amountUsd: 0.300001 }).catch((e) => e)
    expect(refused).toMatchObject({ name: 'FastFillError', reason: 'insufficientBalance' })
    expect(t.fetch.count('/fast-fill')).toBe(0)
    await t.close()
  })
})
