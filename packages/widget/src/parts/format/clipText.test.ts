import { describe, expect, test } from 'vitest'
import { clipText } from './clipText'

describe('clipText', () => {
  test('default: short text is kept; long text is cut to max characters, the last one "…"', () => {
    expect(clipText('USDC', 12)).toBe('USDC')
    expect(clipText('Wrapped Ether', 8)).toBe('Wrapped…')
    expect(clipText('W'.repeat(10_000), 40)).toHaveLength(40)
  })
  test('behavior: whole code points: an emoji is never split', () => {
    expect(clipText('🦄🦄🦄🦄', 3)).toBe('🦄🦄…')
  })
})
