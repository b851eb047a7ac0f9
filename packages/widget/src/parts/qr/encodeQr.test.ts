import { encode } from 'uqr'
import { describe, expect, test } from 'vitest'
import { encodeQr } from './encodeQr'
import { libqrencodeSymbols } from './libqrencodeSymbols.testing'

// Texts in byte mode (each has a character outside QR's alphanumeric set), covering versions 1 to 9.
const texts = [
  'a',
  'ethereum:0x44C89944A5928C05938DaD28D79Aa8804Eb68556',
  '0x44C89944A5928C05938DaD28D79Aa8804Eb68556',
  '0x000000000000000000000000000000000000c0de',
  'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'crosspay · paiement à l’adresse de dépôt',
  'x'.repeat(60),
  'y'.repeat(100),
  'z'.repeat(150),
  'w'.repeat(180),
]

const toRows = (symbol: boolean[][]) => symbol.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))

describe('encodeQr', () => {
  test.each(texts)('default: the same symbol as uqr (level M) for %s', (text) => {
    const reference = encode(text, { ecc: 'M', border: 0 })
    expect(encodeQr(text)).toEqual(reference.data)
  })

  test.each(libqrencodeSymbols.map((symbol) => [symbol.text.slice(0, 24), symbol] as const))(
    'behavior: every module as libqrencode draws it under the same mask: %s',
    (_, { text, mask, rows }) => {
      expect(toRows(encodeQr(text, mask))).toEqual(rows)
    },
  )

  test("behavior: the chosen mask is libqrencode's too where both penalty readings agree (4 of these 8)", () => {
    const agreeing = libqrencodeSymbols.filter(
      ({ text, rows }) => toRows(encodeQr(text)).join() === rows.join(),
    )
    expect(agreeing.map(({ text }) => text.slice(0, 12))).toEqual([
      'crosspay:46',
      '0x44C89944A5',
      'crosspay · p',
      'zzzzzzzzzzzz',
    ])
  })

  test('behavior: versions grow with the text and stop at 9', () => {
    expect(encodeQr('0x44C89944A5928C05938DaD28D79Aa8804Eb68556')).toHaveLength(29)
    expect(encodeQr('w'.repeat(180))).toHaveLength(53)
    expect(() => encodeQr('w'.repeat(181))).toThrow(RangeError)
  })
})
