import { describe, expect, test } from 'vitest'
import { isAddress } from './isAddress'

describe('isAddress', () => {
  test('default', () => {
    expect(isAddress('0x14dC79964da2C08b23698B3D3cc7Ca32193d9955')).toBe(true)
    expect(isAddress(`0x${'0'.repeat(40)}`)).toBe(true)
  })

  test('behavior: rejects wrong length, non-hex, missing prefix and non-strings', () => {
    for (const value of ['0x123', `0x${'g'.repeat(40)}`, '0'.repeat(42), '', undefined, 42])
      expect(isAddress(value)).toBe(false)
  })
})
