import { describe, expect, test } from 'vitest'
import { evmChecksumMismatch } from './evmChecksumMismatch'
import { isEvmAddress } from './isEvmAddress'

const anvil1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('evmChecksumMismatch', () => {
  test('default', () => {
    // the reviewer's typo: mixed case, wrong checksum
    const typo = '0x70997970C51812dc3A010C7d50e0d4B979A499C8'
    expect(evmChecksumMismatch(typo)).toBe('0x70997970C51812DC3a010C7d50E0D4b979a499c8')
    expect(isEvmAddress(typo)).toBe(false)
    expect(evmChecksumMismatch(anvil1)).toBeNull()
    expect(isEvmAddress(anvil1)).toBe(true)
  })

  test('behavior: all-lowercase and all-uppercase hex carry no checksum; non-addresses are no mismatch', () => {
    for (const ok of [anvil1.toLowerCase(), `0x${anvil1.slice(2).toUpperCase()}`, `0x${'1'.repeat(40)}`]) {
      expect(evmChecksumMismatch(ok)).toBeNull()
      expect(isEvmAddress(ok)).toBe(true)
    }
    for (const other of [
      '0x1234',
      42,
      null,
      'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe',
      `0X${anvil1.slice(2)}`,
    ]) {
      expect(evmChecksumMismatch(other)).toBeNull()
      expect(isEvmAddress(other)).toBe(false)
    }
  })
})
