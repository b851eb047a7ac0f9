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

  test('behavior: mixed case must match the EIP-55 checksum; all lower or all upper case carries none', () => {
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(isAddress(checksummed)).toBe(true)
    expect(isAddress(checksummed.toLowerCase())).toBe(true)
    expect(isAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(true)
    // One letter's case flipped: a typo the checksum exists to catch.
    expect(isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe(false)
    expect(isAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })
})
