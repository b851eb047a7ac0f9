import { describe, expect, test } from 'vitest'
import { claimOffset } from './claimOffset'

describe('claimOffset', () => {
  const claim = { owner: 'tab', step: 1, item: 0, at: 0, nonce: 7 }
  test('default: the claimed item is at 0, others are not covered', () => {
    expect(claimOffset(claim, 1, 0)).toBe(0)
    expect(claimOffset(claim, 2, 0)).toBe(-1)
    expect(claimOffset(claim, 1, 1)).toBe(-1)
    expect(claimOffset(undefined, 1, 0)).toBe(-1)
  })

  test('behavior: a batch claim covers the following single-item steps, one nonce each', () => {
    const batch = { ...claim, batch: 2 }
    expect(claimOffset(batch, 1, 0)).toBe(0)
    expect(claimOffset(batch, 2, 0)).toBe(1) // its transaction has nonce 8
    expect(claimOffset(batch, 3, 0)).toBe(-1)
    expect(claimOffset(batch, 0, 0)).toBe(-1)
  })
})
