import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
import * as entry from './schemas'

describe('@crosspay/core/schemas entry', () => {
  test('default: every response schema and value list, nothing else', async () => {
    const names = Object.keys(await import('./schemas')).sort()
    expect(names.length).toBe(36)
    expect(names.every((n) => n.endsWith('Schema') || n.endsWith('Values'))).toBe(true)
    expect(
      exportedNames(fileURLToPath(new URL('./schemas.ts', import.meta.url))).filter((n) =>
        n.startsWith('type '),
      ),
    ).toEqual([])
  })

  test('behavior: a schema from this entry parses a status answer as the client does', () => {
    const parsed = entry.statusResultSchema.parse({ status: 'success', inTxHashes: ['0x1'] })
    expect(parsed).toMatchObject({ status: 'success', inTxHashes: ['0x1'], txHashes: [] })
    expect(() => entry.uintStringSchema.parse('-1')).toThrow()
    expect(entry.requestStatusValues).toContain('refund')
  })
})
