import { describe, expect, test } from 'vitest'
import { formatMessage } from './formatMessage'
import { parseMessage } from './parseMessage'

const print = (text: string, values: Record<string, unknown>, locale = 'en') =>
  formatMessage(parseMessage(text), values, { locale })

describe('parseMessage + formatMessage', () => {
  test('default: values, numbers, plurals by the locale’s categories, select', () => {
    expect(print('Pay {amount}', { amount: '1.5 ETH' })).toBe('Pay 1.5 ETH')
    expect(print('{n, number} tokens', { n: 1200 }, 'de')).toBe('1.200 tokens')
    const tokens = '{n, plural, =0 {no token} one {# token} other {# tokens}}'
    expect([0, 1, 2, 1000].map((n) => print(tokens, { n }))).toEqual([
      'no token',
      '1 token',
      '2 tokens',
      '1,000 tokens',
    ])
    const polish = '{n, plural, one {# token} few {# tokeny} many {# tokenów} other {# tokena}}'
    expect([1, 3, 5, 22].map((n) => print(polish, { n }, 'pl'))).toEqual([
      '1 token',
      '3 tokeny',
      '5 tokenów',
      '22 tokeny',
    ])
    expect(print('{s, select, expired {gone} other {back}}', { s: 'expired' })).toBe('gone')
    expect(print('{s, select, expired {gone} other {back}}', { s: 'refunded' })).toBe('back')
  })

  test('parameters: isolate: values keep their own direction inside right-to-left text', () => {
    const parts = parseMessage('ادفع {amount} خلال {n, plural, other {# ث}}')
    expect(formatMessage(parts, { amount: '25 USDC', n: 2 }, { locale: 'ar', isolate: true })).toBe(
      'ادفع \u206825 USDC\u2069 خلال 2 ث',
    )
  })

  test('parameters: ICU quoting: an apostrophe is text unless it quotes a brace', () => {
    expect(print("l'adresse {a}", { a: 'x' })).toBe("l'adresse x")
    expect(print("it''s '{literal}' {a}", { a: 'y' })).toBe("it's {literal} y")
  })

  test('behavior: what it cannot read throws', () => {
    for (const text of ['{', 'a}', '{n, plural, one {x}}', '{n, date}', "'{never closed"])
      expect(() => parseMessage(text)).toThrow()
  })
})
