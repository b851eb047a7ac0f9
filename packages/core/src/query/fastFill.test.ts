import { createTestSimulator } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
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
