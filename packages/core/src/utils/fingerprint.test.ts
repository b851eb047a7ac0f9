import { describe, expect, test } from 'vitest'
import { fingerprint } from './fingerprint'

describe('fingerprint', () => {
  test('default', () => {
    expect(fingerprint('demo-key')).toBe('d0ce8648')
    expect(fingerprint('')).toBe('811c9dc5') // the FNV-1a offset basis
    expect(fingerprint('nolink-key')).not.toBe(fingerprint('demo-key'))
    expect(fingerprint('demo-key')).toMatch(/^[0-9a-f]{8}$/)
  })
})
