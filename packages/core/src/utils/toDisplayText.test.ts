import { describe, expect, test } from 'vitest'
import { toDisplayText } from './toDisplayText'

describe('toDisplayText', () => {
  test('default: ordinary names and symbols are kept as they are', () => {
    for (const text of ['USDC', 'USD Coin', 'Wrapped Ether', 'ÉTH', 'ソラナ', 'مرحبا', '🦄 UNI', 'sUSDe'])
      expect(toDisplayText(text)).toBe(text)
  })

  test('behavior: bidi controls U+202A–U+202E and U+2066–U+2069 are removed ("evil USDC" never reads "liveUSDC")', () => {
    for (let code = 0x202a; code <= 0x202e; code++)
      expect(toDisplayText(`${String.fromCodePoint(code)}evil USDC`)).toBe('evil USDC')
    for (let code = 0x2066; code <= 0x2069; code++)
      expect(toDisplayText(`evil${String.fromCodePoint(code)} USDC`)).toBe('evil USDC')
    expect(toDisplayText('\u202Eevil\u202C USDC')).toBe('evil USDC')
  })

  test('behavior: other invisible characters are removed; whitespace runs become one space', () => {
    expect(toDisplayText('US\u200BD\u200C\u200DC\uFEFF')).toBe('USDC')
    expect(toDisplayText('\u200E\u200F\u061CUSDC\u2060\u2064\u00AD')).toBe('USDC')
    expect(toDisplayText('\u3164\u115FUSDC\u2800')).toBe('USDC')
    expect(toDisplayText('USD\u0000C\u007F\u009B')).toBe('USDC')
    expect(toDisplayText('  USD \n\t Coin  ')).toBe('USD Coin')
    // Tag characters (U+E0000 block) hide text too.
    expect(toDisplayText('USDC\u{E0041}\u{E0042}')).toBe('USDC')
  })
})
